import { isApiError } from '@portal/shared-sdk';
import { QueryView, Stack } from '@portal/shared-ui';
import { useSecurityQuery } from '../../data/security/security-query';
import { IpWhitelistSection } from './IpWhitelistSection';
import { SessionLimitsSection } from './SessionLimitsSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /profile/security: second factor, IP whitelist, session limits and the active sessions. The
 * provider shows them to a portal session only: under an API token its 403 message stands in
 * their place, once (the sessions would only repeat it).
 */
export function SecurityPage() {
  const query = useSecurityQuery();
  const refused = query.isError && isApiError(query.error) && query.error.status === 403;
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
      {!refused && <SessionsSection />}
    </Stack>
  );
}
