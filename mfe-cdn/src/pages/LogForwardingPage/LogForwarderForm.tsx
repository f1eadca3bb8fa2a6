import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { LOG_DELIMITERS } from '@portal/shared-sdk';
import { LOG_PARAMETERS, LOG_SERVICES, type LogForwarder } from '@portal/api-cdn';
import { Button, HStack, SelectField, SimpleGrid, Stack, TextField, TextareaField } from '@portal/shared-ui';
import { useLogForwarderSaveMutation } from '../../data/logForwarders/log-forwarder-save-mutation';
import { submitRule } from '../../components/submitRule';
import {
  emptyLogForwarder,
  logForwarderFormValues,
  toLogForwarderBody,
  validateLogForwarder,
  type LogForwarderFormValues,
} from './logForwarderValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface LogForwarderFormProps {
  domainId: number;
  forwarder?: LogForwarder;
  /** the form closes: with the forwarder the provider stored, or without (cancelled) */
  onDone: (saved?: LogForwarder) => void;
}

/** A forwarder's service, receiver, parameters (one a line, none with #) and delimiter. */
export function LogForwarderForm({ domainId, forwarder, onDone }: LogForwarderFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const save = useLogForwarderSaveMutation();
  const onSubmit = (values: LogForwarderFormValues) =>
    submitRule(
      () => save.mutateAsync({ domainId, forwarderId: forwarder?.id, forwarder: toLogForwarderBody(values) }),
      ({ data }) => onDone(data),
    );
  return (
    <Form<LogForwarderFormValues>
      onSubmit={onSubmit}
      initialValues={forwarder ? logForwarderFormValues(forwarder) : emptyLogForwarder()}
      validate={validateLogForwarder}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={t(forwarder ? 'cdn.logForwarding.edit' : 'cdn.logForwarding.add')}
        >
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="service"
                label={t('cdn.logForwarding.service')}
                placeholder={t('cdn.logForwarding.servicePick')}
                options={LOG_SERVICES.map((s) => ({ value: s, label: t(`cdn.logForwarding.service.${s}`) }))}
              />
              <TextField
                name="receiver"
                label={t('cdn.logForwarding.receiver')}
                dir="ltr"
                placeholder="logs.example.com:514"
              />
              <TextareaField
                name="parameters"
                label={t('cdn.logForwarding.parameters')}
                helperText={t('cdn.logForwarding.parametersHelp', { list: LOG_PARAMETERS.join(', ') })}
                rows={5}
              />
              <SelectField
                name="delimiter"
                label={t('cdn.logForwarding.delimiter')}
                options={LOG_DELIMITERS.map((d) => ({
                  value: d,
                  label: t(`cdn.logForwarding.delimiter.${LOG_DELIMITERS.indexOf(d)}`),
                }))}
              />
            </SimpleGrid>
            <HStack gap="3">
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.logForwarding.save')}
              </Button>
              <Button variant="outline" onClick={() => onDone()} disabled={submitting}>
                {t('cdn.logForwarding.cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
