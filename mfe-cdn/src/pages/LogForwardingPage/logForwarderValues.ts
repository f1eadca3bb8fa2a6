import {
  logForwarderProblems,
  splitParameters,
  type LogForwarder,
  type LogForwarderBody,
} from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface LogForwarderFormValues {
  service: string;
  receiver: string;
  /** one a line */
  parameters: string;
  delimiter: string;
}

export const emptyLogForwarder = (): LogForwarderFormValues => ({
  service: '',
  receiver: '',
  parameters: 'time\nclient_ip\nuri\nstatus',
  delimiter: ',',
});

export const logForwarderFormValues = (f: LogForwarder): LogForwarderFormValues => ({
  service: f.service,
  receiver: f.receiver,
  parameters: f.parameters.join('\n'),
  delimiter: f.delimiter,
});

export function toLogForwarderBody(values: LogForwarderFormValues): LogForwarderBody {
  return {
    service: values.service as LogForwarderBody['service'],
    receiver: (values.receiver ?? '').trim(),
    parameters: splitParameters(values.parameters ?? ''),
    delimiter: values.delimiter as LogForwarderBody['delimiter'],
  };
}

/** The form's errors by the SDK's rule (the sandbox refuses the same). */
export function validateLogForwarder(values: LogForwarderFormValues) {
  return problemErrors(
    logForwarderProblems({
      ...toLogForwarderBody(values),
      service: values.service ?? '',
      delimiter: values.delimiter ?? '',
    }),
  );
}
