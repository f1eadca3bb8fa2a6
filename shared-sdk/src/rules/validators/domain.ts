export type DomainNameError = 'requiredDomain' | 'invalidDomain' | 'existDomain';

export interface DomainNameResult {
  /** The bare name: trimmed, lowercased, without scheme, www and trailing slash. */
  domain: string;
  error: DomainNameError | null;
}

// Letters, digits, hyphens and Persian letters per label; up to 256 characters before a 2-5 letter suffix.
const DOMAIN_RE = /^(https?:\/\/)?(www\.)?((?:[a-z0-9\u0600-\u06ff-]+\.)+)([a-z]{2,5})\/?$/;
const NAME_MAX_LENGTH = 256;

export function normalizeDomainName(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

/** A domain name to add: requiredDomain when empty, invalidDomain when malformed, existDomain when in the user's list. */
export function validateDomainName(
  input: string | null | undefined,
  existing: readonly string[] = [],
): DomainNameResult {
  const text = (input ?? '').trim().toLowerCase();
  if (text === '') return { domain: '', error: 'requiredDomain' };
  const match = DOMAIN_RE.exec(text);
  const domain = normalizeDomainName(text);
  const name = match?.[3] ?? '';
  const labelsOk = name
    .split('.')
    .slice(0, -1)
    .every((l) => !l.startsWith('-') && !l.endsWith('-'));
  if (!match || name.length - 1 > NAME_MAX_LENGTH || !labelsOk) return { domain, error: 'invalidDomain' };
  if (existing.some((d) => normalizeDomainName(d) === domain)) return { domain, error: 'existDomain' };
  return { domain, error: null };
}

/** The add-domain terms checkbox. */
export function validateAcceptTerms(accepted: boolean): 'acceptTermsError' | null {
  return accepted ? null : 'acceptTermsError';
}
