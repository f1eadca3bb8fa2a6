import { useIntl } from 'react-intl';
import { limitsFromCaps, planLimitReached } from '@portal/api-cdn';
import { QueryView, Stack, Text, useJustAdded } from '@portal/shared-ui';
import { useFirewallQuery } from '../../data/firewall/firewall-query';
import { Panel } from '../../components/Panel';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';
import { FirewallDefaultPanel } from './FirewallDefaultPanel';
import { FirewallRuleForm } from './FirewallRuleForm';
import { FirewallRulesTable } from './FirewallRulesTable';

/** /cdn/{domain}/{id}/firewall: the default action, the rules in their order, a new rule within the plan's cap. */
export function FirewallPage() {
  const intl = useIntl();
  const domain = useCurrentDomain();
  const query = useFirewallQuery(domain.id);
  const highlight = useJustAdded();
  return (
    <QueryView query={query}>
      {(firewall) => {
        const limits = limitsFromCaps({
          firewallRules: firewall.max_rules,
          ipsPerRule: firewall.max_ips_per_rule,
        });
        const full = planLimitReached(limits, 'firewallRules', firewall.rules.length);
        return (
          <Stack gap="4">
            <FirewallDefaultPanel domainId={domain.id} defaultAction={firewall.default_action} />
            <Panel
              title={intl.formatMessage({ id: 'cdn.firewall.rules' })}
              actions={
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(
                    { id: 'cdn.firewall.count' },
                    { count: firewall.rules.length, max: firewall.max_rules },
                  )}
                </Text>
              }
            >
              <FirewallRulesTable domainId={domain.id} rules={firewall.rules} highlight={highlight} />
            </Panel>
            <Panel title={intl.formatMessage({ id: 'cdn.firewall.add' })}>
              <DomainPlanGate allowed={!full}>
                <FirewallRuleForm
                  domain={domain}
                  limits={limits}
                  onAdded={(rule) => highlight.show([rule.id])}
                />
              </DomainPlanGate>
            </Panel>
          </Stack>
        );
      }}
    </QueryView>
  );
}
