import { useIntl } from 'react-intl';
import {
  FIREWALL_DIRECTIONS,
  FIREWALL_PROTOCOLS,
  protocolHasPorts,
  type FirewallGroup,
} from '@portal/shared-sdk';
import { SelectField, TextField } from '@portal/shared-ui';
import { useFirewallRuleCreateMutation } from '../../data/firewalls/firewall-rule-create-mutation';
import { FormDialog } from '../../components/FormDialog';
import { submitForm } from '../../components/submitForm';
import {
  RULE_FORM_DEFAULTS,
  ruleSubmissionErrors,
  toRuleBody,
  validateRuleForm,
  type RuleFormValues,
} from './ruleForm';

export interface AddRuleDialogProps {
  group: FirewallGroup | null;
  onClose: () => void;
  /** the rule the provider added: the page shows it */
  onAdded: (ruleId: number) => void;
}

/** An inbound or outbound rule: protocol, a port or a range (none for ICMP and any), the addresses in CIDR form. */
export function AddRuleDialog({ group, onClose, onAdded }: AddRuleDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const addRule = useFirewallRuleCreateMutation();
  const onSubmit = async (values: RuleFormValues) =>
    group
      ? submitForm(
          () => addRule.mutateAsync(toRuleBody(group.id, values)),
          ruleSubmissionErrors,
          ({ data }) => {
            onClose();
            // the provider answers the whole group: the new rule is the one it did not have
            const rule = data.rules.find((r) => !group.rules.some((old) => old.id === r.id));
            if (rule) onAdded(rule.id);
          },
        )
      : undefined;
  return (
    <FormDialog<RuleFormValues>
      open={group !== null}
      onClose={onClose}
      title={t('cloud.firewall.newRule.title', { name: group?.name ?? '' })}
      submitLabel={t('cloud.firewall.newRule.submit')}
      initialValues={RULE_FORM_DEFAULTS}
      validate={(values) => validateRuleForm(intl, values)}
      onSubmit={onSubmit}
    >
      {(values) => (
        <>
          <SelectField
            name="direction"
            label={t('cloud.firewall.field.direction')}
            required
            options={FIREWALL_DIRECTIONS.map((d) => ({
              value: d,
              label: t(`cloud.firewall.direction.${d}`),
            }))}
          />
          <SelectField
            name="protocol"
            label={t('cloud.firewall.field.protocol')}
            required
            options={FIREWALL_PROTOCOLS.map((p) => ({ value: p, label: t(`cloud.firewall.protocol.${p}`) }))}
          />
          {/* keyed: a field keeps the checks it registered with, so each kind is its own field */}
          {protocolHasPorts(values.protocol) ? (
            <TextField
              key="port"
              name="port"
              label={t('cloud.firewall.field.port')}
              required
              dir="ltr"
              placeholder="22, 8000-8100"
              helperText={t('cloud.firewall.field.portHelp')}
            />
          ) : (
            <TextField
              key="no-port"
              name="port"
              label={t('cloud.firewall.field.port')}
              disabled
              dir="ltr"
              helperText={t('cloud.firewall.field.allPorts')}
            />
          )}
          <TextField
            name="remote_ip"
            label={t(
              values.direction === 'egress'
                ? 'cloud.firewall.field.destination'
                : 'cloud.firewall.field.source',
            )}
            required
            dir="ltr"
            helperText={t('cloud.firewall.field.cidrHelp')}
          />
          <TextField name="description" label={t('cloud.firewall.field.description')} maxLength={100} />
        </>
      )}
    </FormDialog>
  );
}
