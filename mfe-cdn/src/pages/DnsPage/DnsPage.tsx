import { SimpleGrid, Stack } from '@portal/shared-ui';
import { useSectionDomain } from '../../sections/useSectionDomain';
import { CustomNameserversCard } from './CustomNameserversCard';
import { DnssecCard } from './DnssecCard';
import { DnsRecordsCard } from './DnsRecordsCard';

/** /cdn/{domain_name}/{domain_id}/dns: the records, DNSSEC and custom nameservers. */
export function DnsPage() {
  const domain = useSectionDomain();
  return (
    <Stack gap="6" data-page="dns">
      <DnsRecordsCard domain={domain} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <DnssecCard domain={domain} />
        <CustomNameserversCard domain={domain} />
      </SimpleGrid>
    </Stack>
  );
}
