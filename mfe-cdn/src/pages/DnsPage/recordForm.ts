import { planSupports, toLatinDigits } from '@portal/shared-sdk';
import {
  DNS_EXTRA_FIELDS,
  isProxiableType,
  isWildcardName,
  validateDnsRecord,
  type DnsProxyProtocol,
  type DnsRecord,
  type DnsRecordRequest,
  type DnsRecordType,
  DEFAULT_DNS_TTL,
} from '@portal/api-cdn';
import { PLAN_UNSUPPORTED } from '../../components/ruleProblems';

/** The record form: every field as typed (numbers too), whatever the type shows. */
export interface RecordFormValues {
  type: DnsRecordType;
  name: string;
  content: string;
  ttl: string;
  proxy: boolean;
  protocol: DnsProxyProtocol;
  port: string;
  service: string;
  priority: string;
  weight: string;
  flags: string;
  tag: string;
  usage: string;
  selector: string;
  matching_type: string;
}

/** A new record: an A record of the zone itself, an hour's TTL, the usual CAA and TLSA numbers ready. */
export function newRecordValues(): RecordFormValues {
  return {
    type: 'A',
    name: '',
    content: '',
    ttl: String(DEFAULT_DNS_TTL),
    proxy: false,
    protocol: 'DEFAULT',
    port: '',
    service: '',
    priority: '',
    weight: '',
    flags: '0',
    tag: 'issue',
    usage: '3',
    selector: '1',
    matching_type: '1',
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form of a stored record (editing it, or turning its proxy on or off). */
export function recordValuesOf(record: DnsRecord): RecordFormValues {
  return {
    ...newRecordValues(),
    type: record.type,
    name: record.name,
    content: record.content,
    ttl: String(record.ttl),
    proxy: record.proxy === 'ACTIVE',
    protocol: record.protocol,
    port: text(record.port),
    service: record.service ?? '',
    priority: text(record.priority),
    weight: text(record.weight),
    flags: record.flags === null ? newRecordValues().flags : String(record.flags),
    tag: record.tag ?? newRecordValues().tag,
    usage: record.usage === null ? newRecordValues().usage : String(record.usage),
    selector: record.selector === null ? newRecordValues().selector : String(record.selector),
    matching_type:
      record.matching_type === null ? newRecordValues().matching_type : String(record.matching_type),
  };
}

const number = (value: string): number | null => {
  const latin = toLatinDigits(value).trim();
  return latin === '' ? null : Number(latin);
};

/** The request for the form: the type's own fields (numbers as numbers), the proxy's only when proxied. */
export function toRecordRequest(values: RecordFormValues): DnsRecordRequest {
  const extras = DNS_EXTRA_FIELDS[values.type];
  const proxy = isProxiableType(values.type) && values.proxy;
  const request: DnsRecordRequest = {
    type: values.type,
    name: values.name.trim(),
    content: values.type === 'TXT' ? values.content : values.content.trim(),
    ttl: number(values.ttl),
    proxy,
  };
  if (proxy) {
    request.protocol = values.protocol;
    request.port = number(values.port);
  }
  for (const field of extras) {
    if (field === 'service' || field === 'tag') request[field] = values[field].trim();
    else request[field] = number(values[field]);
  }
  return request;
}

/**
 * The form's problems as message ids (`cdn.dns.error.<code>` of the shared record rule), and the
 * plan's gate on wildcard names: the same checks the provider runs, before it is asked.
 */
export function validateRecordForm(
  values: RecordFormValues,
  plan: string | undefined,
): Partial<Record<keyof RecordFormValues, string>> {
  const errors: Partial<Record<keyof RecordFormValues, string>> = {};
  for (const [field, code] of Object.entries(
    validateDnsRecord({ ...values, proxy: isProxiableType(values.type) && values.proxy }),
  )) {
    errors[field as keyof RecordFormValues] = `cdn.dns.error.${code}`;
  }
  if (
    !errors.name &&
    isWildcardName(values.name) &&
    plan !== undefined &&
    !planSupports(plan, 'wildcard_records')
  )
    errors.name = PLAN_UNSUPPORTED;
  return errors;
}

/** The fields the form shows for a type: its content, its own fields, and the proxy's when it can have one. */
export function recordFormFields(values: Pick<RecordFormValues, 'type' | 'proxy'>): string[] {
  const fields = ['type', 'name', 'content', ...DNS_EXTRA_FIELDS[values.type], 'ttl'];
  if (isProxiableType(values.type)) fields.push('proxy', ...(values.proxy ? ['protocol', 'port'] : []));
  return fields;
}
