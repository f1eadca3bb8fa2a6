import { Form } from 'react-final-form';
import type { WafCustomRule } from '@portal/api-cdn';
import { useIntl } from 'react-intl';
import { Alert, Box, Button, SelectField, SimpleGrid, Stack, TextField } from '@portal/shared-ui';
import { useWafRuleCreateMutation } from '../../data/waf/waf-rule-create-mutation';
import { submitRule } from '../../components/submitRule';
import { emptyWafRule, validateWafRule, type WafRuleFormValues } from './wafRuleValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface WafRuleFormProps {
  domain: { id: number; name: string };
  /** in debug mode the rule stops when debugging does: said before adding */
  debugging: boolean;
  /** the rule the provider stored */
  onAdded?: (rule: WafCustomRule) => void;
}

/** A custom WAF rule: a path on the domain, protected or passed through. */
export function WafRuleForm({ domain, debugging, onAdded }: WafRuleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = useWafRuleCreateMutation();
  return (
    <Form<WafRuleFormValues>
      onSubmit={(values, form) =>
        submitRule(
          () =>
            create.mutateAsync({
              domainId: domain.id,
              rule: { path: values.path.trim(), action: values.action },
            }),
          ({ data }) => {
            onAdded?.(data);
            setTimeout(() => form.restart(emptyWafRule(domain.name)));
          },
        )
      }
      initialValues={emptyWafRule(domain.name)}
      validate={(values) => validateWafRule(values, domain.name)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t('cdn.waf.addRule')}>
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="path" label={t('cdn.waf.path')} dir="ltr" />
              <SelectField
                name="action"
                label={t('cdn.waf.action')}
                options={[
                  { value: 'protect', label: t('cdn.waf.action.protect') },
                  { value: 'passthrough', label: t('cdn.waf.action.passthrough') },
                ]}
              />
            </SimpleGrid>
            {debugging && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{t('cdn.waf.debugRuleHint')}</Alert.Title>
              </Alert.Root>
            )}
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.waf.addRule')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
