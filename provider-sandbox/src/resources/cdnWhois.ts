// The sandbox's stand-in for the registries: a domain's whois record and the nameservers it has at
// its registrar before it moves to the CDN. Derived from the name alone, so the same domain always
// answers the same (tests and screenshots stay stable) and no network is needed.

const DAY = 86_400; // seconds
const YEAR = 365 * DAY;

interface Registrar {
  name: string;
  /** where its parked domains' nameservers live */
  dns: string;
}

const IR_REGISTRAR: Registrar = { name: 'IRNIC', dns: 'irnic-parking.example' };
const REGISTRARS: readonly Registrar[] = [
  { name: 'Namecheap, Inc.', dns: 'registrar-servers.example' },
  { name: 'GoDaddy.com, LLC', dns: 'domaincontrol.example' },
  { name: 'Gandi SAS', dns: 'gandi-dns.example' },
  { name: 'Tucows Domains Inc.', dns: 'tucows-dns.example' },
];

/** FNV-1a: a small, stable hash of the name (characters outside ASCII included). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function registrarOf(domain: string): Registrar {
  return domain.endsWith('.ir') ? IR_REGISTRAR : (REGISTRARS[hash(domain) % REGISTRARS.length] as Registrar);
}

/** The nameservers a domain has at its registrar before it points to the CDN's. */
export function registrarNameservers(domain: string): [string, string] {
  const { dns } = registrarOf(domain);
  return [`ns1.${dns}`, `ns2.${dns}`];
}

export interface WhoisRecord {
  domain: string;
  registrar: string;
  creation_date: number;
  expiration_date: number;
  name_servers: string[];
  status: string[];
}

/**
 * A domain's registration: registered 1 to 8 years before it was added to the CDN (whole days),
 * renewed yearly, so it expires on the next anniversary after `nowSec`.
 */
export function whoisOf(
  domain: string,
  addedAt: number,
  nameservers: readonly string[],
  nowSec: number,
): WhoisRecord {
  const h = hash(domain);
  const created = Math.floor((addedAt - (1 + (h % 8)) * YEAR - (h % 300) * DAY) / DAY) * DAY;
  const years = Math.max(1, Math.ceil((nowSec - created) / YEAR));
  return {
    domain,
    registrar: registrarOf(domain).name,
    creation_date: created,
    expiration_date: created + years * YEAR,
    name_servers: [...nameservers],
    status: domain.endsWith('.ir') ? ['ok'] : ['clientTransferProhibited', 'clientUpdateProhibited'],
  };
}
