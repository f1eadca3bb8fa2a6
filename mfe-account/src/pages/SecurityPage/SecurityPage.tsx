import { QueryView, Stack } from '@portal/shared-ui';
import { useSecurityQuery } from '../../data/security/security-query';
import { IpWhitelistSection } from './IpWhitelistSection';
import { SessionLimitsSection } from './SessionLimitsSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** /profile/security: second factor, IP whitelist, session limits and the active sessions. */
export function SecurityPage() {
  const query = useSecurityQuery();
  return (
    <Stack gap="6" maxW="4xl">
      <QueryView query={query}>
        {(settings) => (
          <>
            <TwoFactorSection settings={settings} />
            <IpWhitelistSection settings={settings} />
            <SessionLimitsSection settings={settings} />
          </>
        )}
      </QueryView>
      <SessionsSection />
    </Stack>
  );
}
