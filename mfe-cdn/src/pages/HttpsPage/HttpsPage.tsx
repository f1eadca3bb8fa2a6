import { SimpleGrid, Stack } from '@portal/shared-ui';
import { useSectionDomain } from '../../sections/useSectionDomain';
import { CertificatesCard } from './CertificatesCard';
import { HstsCard } from './HstsCard';
import { HttpsSettingsCard } from './HttpsSettingsCard';

/** /cdn/{domain_name}/{domain_id}/https-settings: certificates, HTTPS settings and HSTS. */
export function HttpsPage() {
  const domain = useSectionDomain();
  return (
    <Stack gap="6" data-page="https">
      <CertificatesCard domain={domain} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <HttpsSettingsCard domain={domain} />
        <HstsCard domain={domain} />
      </SimpleGrid>
    </Stack>
  );
}
