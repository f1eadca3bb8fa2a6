import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { nameserversPointed, type Domain } from '@portal/api-cdn';
import { Alert, Button, Flex, StatusBadge, Text } from '@portal/shared-ui';
import { NameserverTable } from '../../components/NameserverTable';
import { Panel } from '../../components/Panel';

export interface StatusPanelProps {
  domain: Domain;
}

/**
 * The domain's status and what to do next: for a pending domain the nameservers to set and
 * whether ours are seen yet; for a domain suspended by a negative wallet, the way to add balance;
 * for a blocked one, support.
 */
export function StatusPanel({ domain }: StatusPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Panel
      title={t('cdn.domain.overview.status')}
      actions={<StatusBadge kind="domain" status={domain.status} />}
    >
      {domain.status === 'active' && <Text>{t('cdn.domain.overview.active')}</Text>}
      {domain.status === 'pending' && <PendingSteps domain={domain} />}
      {domain.status === 'suspend' && (
        <Alert.Root status="error" variant="subtle" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="12rem">
            <Alert.Description>
              {t(domain.wfsr ? 'cdn.domain.overview.suspendWallet' : 'cdn.domain.overview.suspend')}
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="brand">
            {domain.wfsr ? (
              <RouterLink to="/financial/increase-balance">{t('cdn.domain.overview.addBalance')}</RouterLink>
            ) : (
              <RouterLink to="/support/tickets">{t('cdn.domain.overview.contactSupport')}</RouterLink>
            )}
          </Button>
        </Alert.Root>
      )}
      {domain.status === 'admin-suspend' && (
        <Flex align="center" gap="3" wrap="wrap">
          <Text flex="1">{t('cdn.domain.overview.adminSuspend')}</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/support/tickets">{t('cdn.domain.overview.contactSupport')}</RouterLink>
          </Button>
        </Flex>
      )}
    </Panel>
  );
}

function PendingSteps({ domain }: StatusPanelProps) {
  const seen = nameserversPointed(domain.current_nameservers, domain.mc_nameservers);
  return (
    <>
      <Text>
        <FormattedMessage id="cdn.domain.overview.pending" />
      </Text>
      <NameserverTable required={domain.mc_nameservers} current={domain.current_nameservers} />
      <Alert.Root status={seen ? 'success' : 'info'} variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          <FormattedMessage id={seen ? 'cdn.domain.overview.nsSeen' : 'cdn.domain.overview.nsNotSeen'} />
        </Alert.Description>
      </Alert.Root>
    </>
  );
}
