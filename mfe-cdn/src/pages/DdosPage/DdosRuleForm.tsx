import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DdosChallenge, DdosRule, DdosSettings } from '@portal/api-cdn';
import { Button, Flex, SelectField, SimpleGrid, Stack, TextField } from '@portal/shared-ui';
import { useDdosRuleSaveMutation } from '../../data/ddos/ddos-rule-save-mutation';
import { submitRule } from '../../components/submitRule';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { ddosRuleValues, emptyDdosRule, validateDdosRule, type DdosRuleFormValues } from './ddosValues';

export interface DdosRuleFormProps {
  domain: { id: number; name: string };
  settings: DdosSettings;
  /** the rule being changed; none adds a new one */
  editing?: DdosRule;
  /** the change is finished or given up */
  onDone?: () => void;
  /** the rule the provider stored (added or changed) */
  onSaved?: (rule: DdosRule) => void;
}

/** A direct rule: a path after the domain name (glob allowed) and the challenge it gets; modules the plan lacks are listed but not chosen. */
export function DdosRuleForm({ domain, settings, editing, onDone, onSaved }: DdosRuleFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const save = useDdosRuleSaveMutation();
  const title = t(editing ? 'cdn.ddos.editRule' : 'cdn.ddos.addRule');
  const empty = emptyDdosRule(domain.name, settings);
  return (
    <Form<DdosRuleFormValues>
      onSubmit={(values, form) =>
        submitRule(
          () =>
            save.mutateAsync({
              domainId: domain.id,
              ruleId: editing?.id,
              rule: { path: values.path.trim(), challenge: values.challenge as DdosChallenge },
            }),
          ({ data }) => {
            onSaved?.(data);
            if (editing) onDone?.();
            else setTimeout(() => form.restart(empty));
          },
        )
      }
      initialValues={editing ? ddosRuleValues(editing) : empty}
      validate={(values) => validateDdosRule(values, domain.name, settings)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={title}>
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                name="path"
                label={t('cdn.ddos.path')}
                dir="ltr"
                helperText={t('cdn.ddos.pathHint', {
                  example: <bdi key="e" dir="ltr">{`${domain.name}/api/*`}</bdi>,
                })}
              />
              <SelectField
                name="challenge"
                label={t('cdn.ddos.challenge')}
                options={settings.challenges.map((c) => ({
                  value: c.type,
                  label: c.offered
                    ? t(`cdn.ddos.challenge.${c.type}`)
                    : t('cdn.ddos.challengeNotOffered', { challenge: t(`cdn.ddos.challenge.${c.type}`) }),
                  disabled: !c.offered,
                }))}
              />
            </SimpleGrid>
            <Flex gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {editing ? t('cdn.ddos.saveRule') : title}
              </Button>
              {editing && (
                <Button variant="outline" onClick={onDone}>
                  {t('cdn.ddos.cancelEdit')}
                </Button>
              )}
            </Flex>
          </Stack>
        </form>
      )}
    />
  );
}
