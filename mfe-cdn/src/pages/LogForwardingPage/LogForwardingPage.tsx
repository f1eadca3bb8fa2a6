import { useIntl } from 'react-intl';
import { Panel } from '../../components/Panel';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';
import { LogForwarders } from './LogForwarders';
/** /cdn/{domain}/{id}/log-forwarding: where the access logs go; added, edited and deleted after a confirmation (the commercial plan up). */
export function LogForwardingPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  return (
    <Panel title={t('cdn.logForwarding.title')}>
      <DomainPlanGate feature="log_forwarding">
        <LogForwarders domainId={domain.id} />
      </DomainPlanGate>
    </Panel>
  );
}
