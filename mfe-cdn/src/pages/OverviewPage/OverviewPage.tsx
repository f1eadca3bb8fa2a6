import { SimpleGrid, Stack } from '@portal/shared-ui';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DeletePanel } from './DeletePanel';
import { RedirectModePanel } from './RedirectModePanel';
import { StatusPanel } from './StatusPanel';
import { UsagePanel } from './UsagePanel';
import { WhoisPanel } from './WhoisPanel';

/** /cdn/{domain_name}/{domain_id}: the domain's information — status and next step, plan and usage, whois, redirect mode, deletion. */
export function OverviewPage() {
  const domain = useCurrentDomain();
  return (
    <Stack gap="4">
      <StatusPanel domain={domain} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <UsagePanel domain={domain} />
        <WhoisPanel domainId={domain.id} />
      </SimpleGrid>
      <RedirectModePanel domain={domain} />
      <DeletePanel domain={domain} />
    </Stack>
  );
}
