import { toLatinDigits } from '../digits';

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_RE = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);

export function isIPv4(value: string): boolean {
  return IPV4_RE.test(toLatinDigits(value).trim());
}

/** Full IPv6 syntax: eight groups, one '::' compression, optional trailing IPv4, optional zone. */
export function isIPv6(value: string): boolean {
  let text = toLatinDigits(value).trim();
  const zone = text.indexOf('%');
  if (zone !== -1) {
    if (zone === text.length - 1) return false;
    text = text.slice(0, zone);
  }
  if (text === '' || /[^0-9a-fA-F:.]/.test(text)) return false;
  const parts = text.split('::');
  if (parts.length > 2) return false;
  const groups = (s: string): string[] | null => (s === '' ? [] : s.split(':'));
  const head = groups(parts[0] ?? '');
  const tail = parts.length === 2 ? groups(parts[1] ?? '') : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (let i = 0; i < all.length; i += 1) {
    const g = all[i] ?? '';
    if (i === all.length - 1 && g.includes('.')) {
      if (!isIPv4(g)) return false;
      count += 2; // an embedded IPv4 takes two groups
    } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) {
      count += 1;
    } else {
      return false;
    }
  }
  return parts.length === 2 ? count < 8 : count === 8;
}

export function isCIDR(value: string, family?: 4 | 6): boolean {
  const text = toLatinDigits(value).trim();
  const slash = text.lastIndexOf('/');
  if (slash === -1) return false;
  const ip = text.slice(0, slash);
  const prefix = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (family !== 6 && isIPv4(ip)) return bits <= 32;
  if (family !== 4 && isIPv6(ip)) return bits <= 128;
  return false;
}

export function isPort(value: string | number): boolean {
  const text = toLatinDigits(String(value)).trim();
  if (!/^\d{1,5}$/.test(text)) return false;
  const n = Number(text);
  return n >= 1 && n <= 65535;
}

const HOST_LABEL = /^(?!-)[a-zA-Z0-9-]{1,63}(?<!-)$/;

/** A host name (labels of letters, digits and hyphens), an IPv4 or an IPv6 address. */
export function isHost(value: string): boolean {
  const text = toLatinDigits(value).trim();
  if (text === '' || text.length > 253) return false;
  if (isIPv4(text) || isIPv6(text)) return true;
  if (/^\d+(\.\d+)*$/.test(text)) return false; // digits only: a broken IPv4, not a name
  return text.split('.').every((label) => HOST_LABEL.test(label));
}

/** An absolute http(s) URL with a valid host. */
export function isUrl(value: string): boolean {
  const text = toLatinDigits(value).trim();
  if (!/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isHost(host);
}

/** DNS record name: '@', or dot-separated labels of letters, digits, '-', '_', '*' up to 63 chars each. */
export function isDnsRecordName(value: string): boolean {
  const text = value.trim();
  if (text === '@') return true;
  if (text === '' || text.length > 253) return false;
  return text.split('.').every((label) => /^[a-zA-Z0-9_*-]{1,63}$/.test(label));
}
