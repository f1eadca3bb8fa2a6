// Log forwarders of a CDN domain: the access logs sent to a receiver by a service, as the chosen
// parameters joined by a delimiter.
import { LOG_DELIMITERS } from '@portal/shared-sdk/rules';

export type LogDelimiter = (typeof LOG_DELIMITERS)[number];
export const LOG_SERVICES = ['syslog', 'http', 'elasticsearch', 'kafka'] as const;
export type LogService = (typeof LOG_SERVICES)[number];
/** The parameters a log line may carry, in the provider's names. */
export const LOG_PARAMETERS = [
  'time',
  'client_ip',
  'method',
  'host',
  'uri',
  'status',
  'bytes_sent',
  'referer',
  'user_agent',
  'country',
  'cache_status',
  'request_time',
] as const;

export interface LogForwarderInput {
  service: string;
  receiver: string;
  parameters: readonly string[];
  delimiter: string;
}

export type LogForwarderProblem =
  'serviceRequired' | 'receiverRequired' | 'parametersEmpty' | 'parameterHash' | 'delimiterInvalid';
export type LogForwarderProblems = Partial<Record<keyof LogForwarderInput, LogForwarderProblem>>;

/** Service and receiver chosen, a parameter list that is not empty and has no value with `#`, a delimiter among , - ; _ */
export function logForwarderProblems(f: LogForwarderInput): LogForwarderProblems {
  const problems: LogForwarderProblems = {};
  if (!(LOG_SERVICES as readonly string[]).includes(f.service)) problems.service = 'serviceRequired';
  if (f.receiver.trim() === '') problems.receiver = 'receiverRequired';
  const values = f.parameters.map((p) => p.trim()).filter(Boolean);
  if (values.length === 0) problems.parameters = 'parametersEmpty';
  else if (values.some((p) => p.includes('#'))) problems.parameters = 'parameterHash';
  if (!(LOG_DELIMITERS as readonly string[]).includes(f.delimiter)) problems.delimiter = 'delimiterInvalid';
  return problems;
}

/** A list typed one value a line (or comma-separated), trimmed, blanks dropped. */
export function splitParameters(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
