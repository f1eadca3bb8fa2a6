import type { SubmissionErrors } from 'final-form';
import type { IntlShape } from 'react-intl';
import {
  ANY_IPV4_CIDR,
  ApiError,
  isApiError,
  parsePortRange,
  protocolHasPorts,
  validateFirewallRule,
  type FirewallRuleCreateRequest,
} from '@portal/shared-sdk';
import { toSubmissionErrors } from '@portal/shared-ui';
import { ruleErrors, ruleText } from '../../components/ruleText';

/** The add-rule form: one text for the port or range, as people write it (22, 8000-8100). */
export interface RuleFormValues {
  direction: string;
  protocol: string;
  port?: string;
  remote_ip?: string;
  description?: string;
}

export const RULE_FORM_DEFAULTS: RuleFormValues = {
  direction: 'ingress',
  protocol: 'tcp',
  remote_ip: ANY_IPV4_CIDR,
};

/** The body the provider takes: the range's two ends, none for ICMP and any-protocol rules. */
export function toRuleBody(firewallId: number, values: RuleFormValues): FirewallRuleCreateRequest {
  const range = protocolHasPorts(values.protocol) ? parsePortRange(values.port ?? '') : null;
  const ports = range && 'port_min' in range ? range : {};
  const description = (values.description ?? '').trim();
  return {
    firewall_id: firewallId,
    direction: values.direction,
    protocol: values.protocol,
    ...ports,
    remote_ip: (values.remote_ip ?? '').trim(),
    ...(description ? { description } : {}),
  };
}

/** The rule's checks (the SDK's, as the provider makes them), the port ones beside the one port field. */
export function validateRuleForm(intl: IntlShape, values: RuleFormValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (protocolHasPorts(values.protocol)) {
    const range = parsePortRange(values.port ?? '');
    if ('code' in range) errors.port = ruleText(intl, 'firewall', range);
  }
  const {
    port_min: _min,
    port_max: _max,
    ...rest
  } = validateFirewallRule({
    ...toRuleBody(0, values),
    port_min: protocolHasPorts(values.protocol) ? 1 : null,
  });
  return { ...ruleErrors(intl, 'firewall', rest), ...errors };
}

/** The provider's refusal: its port_min and port_max messages stand beside the port field. */
export function ruleSubmissionErrors(error: unknown): SubmissionErrors {
  if (!isApiError(error) || !error.fields) return toSubmissionErrors(error, []);
  const { port_min, port_max, ...others } = error.fields;
  const port = port_min ?? port_max;
  const moved = new ApiError({
    kind: error.kind,
    status: error.status,
    message: error.message,
    fields: { ...others, ...(port ? { port } : {}) },
  });
  return toSubmissionErrors(moved, ['direction', 'protocol', 'port', 'remote_ip', 'description']);
}
