import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  PAGE_RULE_CACHE_MODES,
  PAGE_RULE_REDIRECT_CODES,
  PAGE_RULE_SECURITY_LEVELS,
  type PageRule,
} from '@portal/api-cdn';
import { Box, Button, CheckboxField, SelectField, SimpleGrid, Stack, TextField } from '@portal/shared-ui';
import { usePageRuleCreateMutation } from '../../data/pageRules/page-rule-create-mutation';
import { submitRule } from '../../components/submitRule';
import { emptyPageRule, toPageRuleBody, validatePageRule, type PageRuleFormValues } from './pageRuleValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface PageRuleFormProps {
  domain: { id: number; name: string };
  nextPriority: number;
  /** the rule the provider stored */
  onAdded?: (rule: PageRule) => void;
}

/** A new page rule: a path (glob) on the domain, its priority and its settings (cache, redirect, security level, HTTPS, WAF). */
export function PageRuleForm({ domain, nextPriority, onAdded }: PageRuleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = usePageRuleCreateMutation();
  const none = t('cdn.pageRules.unchanged');
  return (
    <Form<PageRuleFormValues>
      onSubmit={(values, form) =>
        submitRule(
          () => create.mutateAsync({ domainId: domain.id, rule: toPageRuleBody(values) }),
          ({ data }) => {
            onAdded?.(data);
            // the next rule after every one stored, the one just added among them
            setTimeout(() =>
              form.restart(emptyPageRule(domain.name, Math.max(nextPriority - 1, data.priority) + 1)),
            );
          },
        )
      }
      initialValues={emptyPageRule(domain.name, nextPriority)}
      validate={(values) => validatePageRule(values, domain.name)}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t('cdn.pageRules.add')}>
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField
                name="path"
                label={t('cdn.pageRules.path')}
                dir="ltr"
                helperText={t('cdn.pageRules.pathHelp')}
              />
              <TextField
                name="priority"
                label={t('cdn.pageRules.priority')}
                dir="ltr"
                helperText={t('cdn.pageRules.priorityHelp')}
              />
              <SelectField
                name="security_level"
                label={t('cdn.pageRules.securityLevel')}
                placeholder={none}
                options={PAGE_RULE_SECURITY_LEVELS.map((l) => ({
                  value: l,
                  label: t(`cdn.pageRules.securityLevel.${l}`),
                }))}
              />
              <SelectField
                name="cache_mode"
                label={t('cdn.pageRules.cacheMode')}
                placeholder={none}
                options={PAGE_RULE_CACHE_MODES.map((m) => ({
                  value: m,
                  label: t(`cdn.pageRules.cacheMode.${m}`),
                }))}
              />
              <TextField name="cache_ttl" label={t('cdn.pageRules.cacheTtl')} dir="ltr" />
              <SelectField
                name="waf"
                label={t('cdn.pageRules.setting.waf')}
                placeholder={none}
                options={[
                  { value: 'on', label: t('cdn.pageRules.wafOn') },
                  { value: 'off', label: t('cdn.pageRules.wafOff') },
                ]}
              />
              <TextField
                name="redirect_url"
                label={t('cdn.pageRules.redirectUrl')}
                dir="ltr"
                type="url"
                placeholder="https://"
              />
              <SelectField
                name="redirect_code"
                label={t('cdn.pageRules.redirectCode')}
                disabled={!values.redirect_url}
                options={PAGE_RULE_REDIRECT_CODES.map((c) => ({
                  value: String(c),
                  label: t(`cdn.pageRules.redirectCode.${c}`),
                }))}
              />
              <Box alignSelf="end" pb="2">
                <CheckboxField name="always_https" label={t('cdn.pageRules.alwaysHttps')} />
              </Box>
            </SimpleGrid>
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.pageRules.add')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
