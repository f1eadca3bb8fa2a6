import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { DDOS_CAPTCHA_MODULES, type DdosCaptchaModule, type DdosSettings } from '@portal/api-cdn';
import { SelectField } from '@portal/shared-ui';
import { useDdosCaptchaModuleMutation } from '../../data/ddos/ddos-captcha-module-mutation';
import { Panel } from '../../components/Panel';
import { submitRule } from '../../components/submitRule';
import { OneFieldForm } from '../../components/OneFieldForm';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';

export interface DdosCaptchaPanelProps {
  domainId: number;
  settings: DdosSettings;
}

/** The service the captcha challenge uses; the plan's refusal when it lacks the captcha module. */
export function DdosCaptchaPanel({ domainId, settings }: DdosCaptchaPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const save = useDdosCaptchaModuleMutation();
  return (
    <Panel title={t('cdn.ddos.captchaModule')}>
      <DomainPlanGate allowed={settings.captcha_module !== null}>
        <Form<{ module: string }>
          initialValues={{ module: settings.captcha_module ?? 'recaptcha' }}
          onSubmit={({ module }) =>
            submitRule(() => save.mutateAsync({ domainId, module: module as DdosCaptchaModule }))
          }
          render={({ handleSubmit, submitting, submitError }) => (
            <OneFieldForm
              label={t('cdn.ddos.captchaModule')}
              onSubmit={handleSubmit}
              submitError={submitError}
              submitting={submitting}
              submitLabel={t('cdn.ddos.saveCaptcha')}
              fieldMinW="12rem"
            >
              <SelectField
                name="module"
                label={t('cdn.ddos.captchaService')}
                options={DDOS_CAPTCHA_MODULES.map((m) => ({ value: m, label: t(`cdn.ddos.captcha.${m}`) }))}
              />
            </OneFieldForm>
          )}
        />
      </DomainPlanGate>
    </Panel>
  );
}
