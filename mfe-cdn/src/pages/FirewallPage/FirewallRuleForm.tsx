import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CdnFirewallRule, PlanLimitsSource } from '@portal/api-cdn';
import { Box, Button, SelectField, SimpleGrid, Stack, TextField, TextareaField } from '@portal/shared-ui';
import { useFirewallRuleCreateMutation } from '../../data/firewall/firewall-rule-create-mutation';
import { isolate } from '../../components/isolate';
import { submitRule } from '../../components/submitRule';
import { CountryPicker } from './CountryPicker';
import {
  emptyFirewallRule,
  toFirewallRuleBody,
  validateFirewallRule,
  type FirewallRuleFormValues,
} from './firewallRuleValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface FirewallRuleFormProps {
  domain: { id: number; name: string };
  limits: PlanLimitsSource;
  /** the rule the provider stored */
  onAdded?: (rule: CdnFirewallRule) => void;
}

/** A new firewall rule: a path or URL on the domain, allow or deny, countries, IPs and CIDRs; checked before it is sent. */
export function FirewallRuleForm({ domain, limits, onAdded }: FirewallRuleFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const create = useFirewallRuleCreateMutation();
  // the same object while the domain is: react-final-form starts the form again from any new
  // initial values (its lists compared by reference), which wiped what was typed whenever the page
  // drew again (a refetch, a row's highlight ending)
  const initialValues = useMemo(() => emptyFirewallRule(domain.name), [domain.name]);

  const onSubmit = (values: FirewallRuleFormValues) =>
    submitRule(
      () => create.mutateAsync({ domainId: domain.id, rule: toFirewallRuleBody(values) }),
      ({ data }) => onAdded?.(data),
    );

  return (
    <Form<FirewallRuleFormValues>
      onSubmit={async (values, form) => {
        const errors = await onSubmit(values);
        if (!errors) setTimeout(() => form.restart(emptyFirewallRule(domain.name)));
        return errors;
      }}
      initialValues={initialValues}
      validate={(values) => validateFirewallRule(values, domain.name, limits)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t('cdn.firewall.add')}>
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                name="path"
                label={t('cdn.firewall.path')}
                dir="ltr"
                helperText={t('cdn.firewall.pathHelp', { example: isolate(`${domain.name}/admin/*`) })}
              />
              <SelectField
                name="action"
                label={t('cdn.firewall.action')}
                options={[
                  { value: 'allow', label: t('cdn.firewall.action.allow') },
                  { value: 'deny', label: t('cdn.firewall.action.deny') },
                ]}
              />
              <CountryPicker name="countries" />
              <TextareaField
                name="ips"
                label={t('cdn.firewall.ips')}
                helperText={t('cdn.firewall.ipsHelp', { max: limits.features.ips_per_rule })}
                rows={4}
              />
            </SimpleGrid>
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.firewall.add')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
