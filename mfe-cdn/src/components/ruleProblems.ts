import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { isApiError } from '@portal/shared-sdk';

/**
 * The message id of a problem the SDK's rules name, in the section whose texts hold it (a path's
 * problems are the page rules' texts; the others are their own section's). The sandbox answers the
 * same problems with the same texts.
 */
const SECTION_OF: Readonly<Record<string, string>> = {
  pathRequired: 'pageRules',
  pathNotOnDomain: 'pageRules',
  pathInvalid: 'pageRules',
  priorityInvalid: 'pageRules',
  settingsEmpty: 'pageRules',
  cacheModeInvalid: 'pageRules',
  cacheTtlInvalid: 'pageRules',
  redirectUrlInvalid: 'pageRules',
  redirectCodeInvalid: 'pageRules',
  securityLevelInvalid: 'pageRules',
  actionInvalid: 'firewall',
  countryUnknown: 'firewall',
  ipInvalid: 'firewall',
  requestsInvalid: 'rateLimit',
  periodInvalid: 'rateLimit',
  nameRequired: 'clusters',
  serversRequired: 'clusters',
  addressRequired: 'clusters',
  addressInvalid: 'clusters',
  portInvalid: 'clusters',
  weightInvalid: 'clusters',
  duplicateServer: 'clusters',
  methodInvalid: 'clusters',
  protocolInvalid: 'clusters',
  monitoringPathInvalid: 'clusters',
  serviceRequired: 'logForwarding',
  receiverRequired: 'logForwarding',
  parametersEmpty: 'logForwarding',
  parameterHash: 'logForwarding',
  delimiterInvalid: 'logForwarding',
  sectionInvalid: 'customPage',
  htmlRequired: 'customPage',
  htmlTooLong: 'customPage',
  captchaBoxMissing: 'customPage',
  wafActionInvalid: 'waf',
  challengeInvalid: 'ddos',
  captchaModuleInvalid: 'ddos',
  ttlOutOfRange: 'ddos',
};

/** Problems that are the plan's refusal: the portal says them in one wording, shared-ui's. */
const PLAN_PROBLEMS: ReadonlySet<string> = new Set(['ipsOverPlan', 'notInPlan']);

/** The message id that says "your plan does not support this feature" wherever the portal says it. */
export const PLAN_UNSUPPORTED = 'ui.plan.unsupported';

export function problemMessageId(problem: string): string {
  if (PLAN_PROBLEMS.has(problem)) return PLAN_UNSUPPORTED;
  return `cdn.${SECTION_OF[problem] ?? 'firewall'}.error.${problem}`;
}

/**
 * A rule's problems (`servers.1.port` → problem) as react-final-form errors: message ids nested
 * the way the form's field names are (`servers[1].port`).
 */
export function problemErrors(problems: Partial<Record<string, string>>): SubmissionErrors {
  let errors: object = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) errors = setIn(errors, field, problemMessageId(problem));
  }
  return errors;
}

/** The server's field messages (flat, `servers.1.port`) nested for the form, as `problemErrors` does. */
export function nestFieldMessages(flat: Readonly<Record<string, unknown>>): SubmissionErrors {
  let errors: object = {};
  for (const [field, message] of Object.entries(flat)) errors = setIn(errors, field, message);
  return errors;
}

/** The form error of a save that failed without the provider's message (a message id). */
export const SUBMIT_FAILED = 'ui.error.title';

/**
 * A failed save as form errors: the server's field messages beside the fields (first of each),
 * and its message above the form when it names no field (a plan's cap, a stale rule).
 */
export function ruleSubmitErrors(error: unknown): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: SUBMIT_FAILED };
  const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([f, list]) => [f, list[0]]));
  return Object.keys(fields).length > 0 ? nestFieldMessages(fields) : { [FORM_ERROR]: error.message };
}
