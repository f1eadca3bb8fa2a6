/**
 * What an API token may do: a permission list of `<group>.read` and `<group>.write` keys. Every call
 * of the provider API needs one permission, derived from its path and method (a GET reads, anything
 * else writes) unless the API document names another; the provider refuses a token call outside
 * its list. Sessions of the portal itself are not limited.
 */
export interface ApiPermissionGroup {
  /** e.g. `cdn.domains` */
  key: string;
  /** the product area, for grouping in a picker */
  area: 'cdn' | 'cloud' | 'support' | 'financial' | 'account';
  /** only reads exist (reports) */
  readOnly?: boolean;
}

export const API_PERMISSION_GROUPS: readonly ApiPermissionGroup[] = [
  { key: 'cdn.domains', area: 'cdn' },
  { key: 'cdn.dns', area: 'cdn' },
  { key: 'cdn.https', area: 'cdn' },
  { key: 'cdn.cache', area: 'cdn' },
  { key: 'cdn.security', area: 'cdn' },
  { key: 'cdn.rules', area: 'cdn' },
  { key: 'cdn.reports', area: 'cdn', readOnly: true },
  { key: 'cloud.servers', area: 'cloud' },
  { key: 'cloud.volumes', area: 'cloud' },
  { key: 'cloud.snapshots', area: 'cloud' },
  { key: 'cloud.ssh', area: 'cloud' },
  { key: 'cloud.firewall', area: 'cloud' },
  { key: 'cloud.networks', area: 'cloud' },
  { key: 'support', area: 'support' },
  { key: 'financial', area: 'financial' },
  { key: 'account', area: 'account' },
];

/** Every permission key a token may be given, in catalogue order. */
export const API_PERMISSIONS: readonly string[] = API_PERMISSION_GROUPS.flatMap((g) =>
  g.readOnly ? [`${g.key}.read`] : [`${g.key}.read`, `${g.key}.write`],
);

/** The catalogue a token's permissions are chosen from: each group's read and write keys (read only for reports). */
export function apiPermissionCatalogue(): {
  key: string;
  group: string;
  area: ApiPermissionGroup['area'];
  access: 'read' | 'write';
}[] {
  return API_PERMISSION_GROUPS.flatMap((g) =>
    (g.readOnly ? (['read'] as const) : (['read', 'write'] as const)).map((access) => ({
      key: `${g.key}.${access}`,
      group: g.key,
      area: g.area,
      access,
    })),
  );
}

/** Which group a call belongs to, by its path under the API base (first match wins). */
const ROUTE_GROUPS: ReadonlyArray<[RegExp, string]> = [
  [/^\/cdn\/ng\/(domains\/[^/]+\/)?dns(\/|$)/, 'cdn.dns'],
  [/^\/cdn\/ng\/domains\/[^/]+\/(https|redirect-mode)(\/|$)/, 'cdn.https'],
  [/^\/cdn\/ng\/domains\/[^/]+\/(cache|acceleration|assets|images)(\/|$)/, 'cdn.cache'],
  [/^\/cdn\/ng\/domains\/[^/]+\/reports(\/|$)/, 'cdn.reports'],
  [/^\/cdn\/ng\/domains\/[^/]+\/(waf|ddos|firewall|rate-limit|captcha-module|set-ttl)(\/|$)/, 'cdn.security'],
  [/^\/cdn\/ng\/domains\/[^/]+\/paths\/(waf|ratelimit|ddos|firewall|direct-rule)(\/|$)/, 'cdn.security'],
  [/^\/cdn\/ng\/domains\/[^/]+\/paths\/[^/]+\/rules\/(waf|ratelimit)(\/|$)/, 'cdn.security'],
  [
    /^\/cdn\/ng\/domains\/[^/]+\/(paths|rules|cluster|cluster_assignment|log-forwarders|custom-pages)(\/|$)/,
    'cdn.rules',
  ],
  [/^\/cdn(\/|$)/, 'cdn.domains'],
  [/^\/cloud\/volumes(\/|$)/, 'cloud.volumes'],
  [/^\/cloud\/snapshots(\/|$)/, 'cloud.snapshots'],
  [/^\/cloud\/ssh(\/|$)/, 'cloud.ssh'],
  [/^\/cloud\/firewall(\/|$)/, 'cloud.firewall'],
  // attaching a public network gives a server its public address: the Networks group's call
  [/^\/cloud\/(private-networks|public-networks|networks|servers\/network)(\/|$)/, 'cloud.networks'],
  [/^\/cloud(\/|$)/, 'cloud.servers'],
  // support plans are the support group's ("Support tickets and plans"), under either path
  [/^\/(support|financial\/support-plans)(\/|$)/, 'support'],
  [/^\/(submit\/)?financial(\/|$)/, 'financial'],
  [/^\/auth(\/|$)/, 'account'],
];

/**
 * The provider's GET calls that change what is stored (the API document marks each with
 * `x-changes-state: true`): closing, reopening and rating tickets, sending a domain's deletion code,
 * generating an SSH key, opening a server's console. They need the write permission like any
 * other change, or a read-only token could make them.
 */
const STATE_CHANGING_GETS: readonly RegExp[] = [
  '/support/tickets/change-status/close-ticket/{ticket_id}',
  '/support/tickets/change-status/open-ticket/{ticket_id}',
  '/support/tickets/rate/{ticket_reply_id}/{rate}',
  '/cdn/ng/domains/{domain_id}/send-confirm-code',
  '/cloud/ssh/random',
  '/cloud/servers/{server_id}/access/vnc',
].map((template) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`));

/** Whether a call changes state: any method but GET, and the GETs listed above. */
function changesState(method: string, path: string): boolean {
  return method.toUpperCase() !== 'GET' || STATE_CHANGING_GETS.some((re) => re.test(path));
}

/**
 * The permission a call needs, from its path under the API base (`/cdn/ng/domains/{id}`, or
 * `/submit/financial/…` for the unprefixed calls) and its method: write for a call that changes
 * state (`changesState`, whatever its method), else read; null for calls any token may make (the
 * static catalogues).
 */
export function permissionForRoute(method: string, path: string): string | null {
  const group = ROUTE_GROUPS.find(([re]) => re.test(path))?.[1];
  if (!group) return null;
  const readOnly = API_PERMISSION_GROUPS.find((g) => g.key === group)?.readOnly === true;
  return `${group}.${readOnly || !changesState(method, path) ? 'read' : 'write'}`;
}

/**
 * Whether a token's list allows a permission: the key itself, a prefix of it (`cdn` allows every
 * CDN key, `cdn.domains` both of its keys), or the write key of the same group (write includes read).
 */
export function permissionCovers(granted: readonly string[], required: string): boolean {
  return granted.some(
    (g) =>
      g === required ||
      required.startsWith(`${g}.`) ||
      (g.endsWith('.write') && required === `${g.slice(0, -'.write'.length)}.read`),
  );
}
