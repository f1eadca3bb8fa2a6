// Paths of a domain's rules (firewall, rate limit, page rules, WAF, DDoS): a glob that follows the
// domain name (`example.com/images/*`), or for a firewall rule a full URL on the domain.

export type RulePathProblem = 'pathRequired' | 'pathNotOnDomain' | 'pathInvalid';

const GLOB_PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;

/** The part of a rule's path after the domain name ('/' when nothing follows), or null when it does not start with it. */
export function pathAfterDomain(path: string, domain: string): string | null {
  const text = path.trim().toLowerCase();
  const name = domain.toLowerCase();
  if (text === name) return '/';
  if (!text.startsWith(`${name}/`)) return null;
  return text.slice(name.length);
}

/**
 * Why a rule's path is refused, or null. It is required and must follow the domain name:
 * `{domain}` or `{domain}/path`, where the path may hold glob patterns (`*`, `**`, `?`) and no
 * spaces. With `allowUrl`, a full http(s) URL on the same domain is accepted too.
 */
export function rulePathProblem(
  path: string,
  domain: string,
  { allowUrl = false } = {},
): RulePathProblem | null {
  let text = path.trim();
  if (text === '') return 'pathRequired';
  if (allowUrl && /^https?:\/\//i.test(text)) text = text.replace(/^https?:\/\//i, '');
  const rest = pathAfterDomain(text, domain);
  if (rest === null) return 'pathNotOnDomain';
  return GLOB_PATH.test(rest) ? null : 'pathInvalid';
}

/** Whether a path (after the domain name) matches a rule's glob: `*` is one segment's characters, `**` anything. */
export function globMatches(glob: string, path: string): boolean {
  let re = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i += 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`).test(path);
}
