import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { validateHsts } from '@portal/api-cdn/rules';
import { DEFAULT_HTTPS_CONFIGS } from '@portal/api-cdn/factories';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { cdnFail, cdnFieldsFail, cdnText, ownDomain, type OwnDomain } from './cdnDomainAccess';
import type { CdnSettingsMessageKey } from './cdnSettingsMessages';

/** A free certificate is issued this long after it is asked for (seconds, by the sandbox clock). */
export const FREE_CERTIFICATE_ISSUE_SECONDS = 300;
/** and is valid for 90 days (seconds). */
const FREE_CERTIFICATE_VALID_SECONDS = 90 * 86400;
const FREE_ISSUER = 'CN=Portal CDN Free CA';

interface CertificateRow {
  id: number;
  domain_id: number;
  type: 'custom' | 'free';
  certificate: string | null;
  fingerprint: string | null;
  common_name: string;
  domains: string;
  issuer: string;
  valid_from: number | null;
  expires_at: number | null;
  issued_at: number | null;
  created_at: number;
}

type Configs = typeof DEFAULT_HTTPS_CONFIGS;

interface SettingsRow {
  ssl_id: number | null;
  default_ssl: number;
  https_redirect: number;
  tls_version: string;
  h3_enabled: number;
  backend_protocol: string;
  csp_override: number;
  hsts_enabled: number;
  hsts_max_age: number;
  hsts_include_subdomains: number;
  hsts_preload: number;
}

function configsOf(row: SettingsRow | undefined): Configs {
  if (!row) return { ...DEFAULT_HTTPS_CONFIGS };
  return {
    ssl_id: row.ssl_id,
    default_ssl: row.default_ssl === 1,
    https_redirect: row.https_redirect === 1,
    tls_version: row.tls_version as Configs['tls_version'],
    h3_enabled: row.h3_enabled === 1,
    backend_protocol: row.backend_protocol as Configs['backend_protocol'],
    csp_override: row.csp_override === 1,
    hsts_enabled: row.hsts_enabled === 1,
    hsts_max_age: row.hsts_max_age,
    hsts_include_subdomains: row.hsts_include_subdomains === 1,
    hsts_preload: row.hsts_preload === 1,
  };
}

function readConfigs(call: AuthedCall, domain: OwnDomain): Configs {
  return configsOf(
    call.ctx.db
      .prepare<[number], SettingsRow>('SELECT * FROM https_settings WHERE domain_id = ?')
      .get(domain.id),
  );
}

/** The settings as answered: with the names the provider's SDK reads (HTTP/2 is always served) and the policy sent. */
function configsView(call: AuthedCall, domain: OwnDomain) {
  const configs = readConfigs(call, domain);
  const policy = call.ctx.db
    .prepare<[number], { csp_policy: string | null }>(
      'SELECT csp_policy FROM https_settings WHERE domain_id = ?',
    )
    .get(domain.id);
  return {
    ...configs,
    http2_enabled: true,
    http3_enabled: configs.h3_enabled,
    csp_policy: policy?.csp_policy ?? null,
  };
}

// a header's value on one line: visible ASCII and spaces; directives are names of letters and dashes
const CSP_MAX_LENGTH = 4096;
const CSP_DIRECTIVES =
  /^[ \t]*[A-Za-z-]+([ \t]+[\x21-\x3a\x3c-\x7e]+)*[ \t]*(;[ \t]*([A-Za-z-]+([ \t]+[\x21-\x3a\x3c-\x7e]+)*[ \t]*)?)*$/;

/** A policy the SDK sends (`csp`): '' turns the override off, else it must read as a Content-Security-Policy header. */
function cspPolicy(call: AuthedCall): string {
  const text = String(call.body.csp).trim();
  if (text.length > CSP_MAX_LENGTH || (text !== '' && !CSP_DIRECTIVES.test(text)))
    throw cdnFail(call, 422, 'cspInvalid', 'csp');
  return text;
}

/** Stores the settings with `change` applied and answers them with "Settings successfully applied". */
function saveConfigs(call: AuthedCall, domain: OwnDomain, change: Partial<Configs>): Reply {
  const next = { ...readConfigs(call, domain), ...change };
  const row = Object.fromEntries(
    Object.entries(next).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
  );
  const cols = Object.keys(row);
  call.ctx.db
    .prepare(
      `INSERT INTO https_settings (domain_id, ${cols.join(', ')}) VALUES (@domain_id, ${cols.map((c) => `@${c}`).join(', ')})
       ON CONFLICT(domain_id) DO UPDATE SET ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}`,
    )
    .run({ domain_id: domain.id, ...row });
  return new Reply(configsView(call, domain), call.t('settingsApplied'));
}

function statusOf(row: CertificateRow, now: number): 'pending' | 'active' | 'expired' {
  if (row.issued_at === null || row.issued_at > now) return 'pending';
  return row.expires_at !== null && row.expires_at <= now ? 'expired' : 'active';
}

function certificateOf(row: CertificateRow, now: number, configs: Configs) {
  const pending = statusOf(row, now) === 'pending';
  return {
    id: row.id,
    domain_id: row.domain_id,
    type: row.type,
    status: statusOf(row, now),
    common_name: row.common_name,
    domains: JSON.parse(row.domains) as string[],
    issuer: row.issuer,
    valid_from: pending ? null : row.valid_from,
    expires_at: pending ? null : row.expires_at,
    created_at: row.created_at,
    attached: configs.ssl_id === row.id,
  };
}

function certificateRows(call: AuthedCall, domain: OwnDomain): CertificateRow[] {
  return call.ctx.db
    .prepare<[number], CertificateRow>(
      'SELECT * FROM ssl_certificates WHERE domain_id = ? ORDER BY created_at DESC, id DESC',
    )
    .all(domain.id);
}

function certificateOr404(call: AuthedCall, domain: OwnDomain, id: number): CertificateRow {
  const row = certificateRows(call, domain).find((r) => r.id === id);
  if (!row) throw cdnFail(call, 404, 'sslNotFound');
  return row;
}

/** The domain is served over HTTPS: by one of its own active certificates or the provider's shared one. */
function hasCertificate(call: AuthedCall, domain: OwnDomain, configs: Configs): boolean {
  if (configs.default_ssl) return true;
  if (configs.ssl_id === null) return false;
  return certificateRows(call, domain).some(
    (r) => r.id === configs.ssl_id && statusOf(r, call.ctx.nowSec()) === 'active',
  );
}

const seconds = (date: string) => Math.floor(new Date(date).getTime() / 1000);

/**
 * A custom certificate checked as a real provider would: the PEM parses (node's X509Certificate),
 * it is valid now, it names the domain (or a wildcard over it), and the private key is its own.
 * Anything else is "SSL is not valid", on the field at fault.
 */
function parseCustom(call: AuthedCall, domain: OwnDomain): { cert: X509Certificate; names: string[] } {
  const pem = String(call.body.certificate ?? '');
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    throw cdnFail(call, 422, 'sslInvalid', 'certificate');
  }
  const now = call.ctx.nowSec();
  if (seconds(cert.validFrom) > now || seconds(cert.validTo) <= now || !cert.checkHost(domain.name)) {
    throw cdnFail(call, 422, 'sslInvalid', 'certificate');
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(String(call.body.private_key ?? ''));
  } catch {
    throw cdnFail(call, 422, 'sslInvalid', 'private_key');
  }
  if (!cert.checkPrivateKey(key)) throw cdnFail(call, 422, 'sslInvalid', 'private_key');
  const names = (cert.subjectAltName ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.startsWith('DNS:'))
    .map((s) => s.slice(4));
  return { cert, names };
}

const commonName = (subject: string) => /(?:^|\n)CN=([^\n]+)/.exec(subject)?.[1] ?? '';

/** A domain's certificates and HTTPS settings under /cdn/ng/domains/{domain_id}/https. */
export const cdnHttpsResource: Resource = (routes) => {
  routes.get('/cdn/ng/domains/{domain_id}/https/ssl', (call) => {
    const domain = ownDomain(call);
    const configs = readConfigs(call, domain);
    return certificateRows(call, domain).map((r) => certificateOf(r, call.ctx.nowSec(), configs));
  });

  routes.get('/cdn/ng/domains/{domain_id}/https/ssl/get-configs', (call) =>
    configsView(call, ownDomain(call)),
  );

  // the certificate that serves the domain now: its own (attached and issued), else the provider's shared one
  routes.get('/cdn/ng/domains/{domain_id}/https/ssl/get-info', (call) => {
    const domain = ownDomain(call);
    const configs = readConfigs(call, domain);
    const now = call.ctx.nowSec();
    const own = certificateRows(call, domain).find(
      (r) => r.id === configs.ssl_id && statusOf(r, now) === 'active',
    );
    if (own) {
      const names = JSON.parse(own.domains) as string[];
      const { issuer, common_name, valid_from, expires_at } = own;
      return {
        has_ssl: true,
        type: own.type,
        issuer,
        common_name,
        san: names,
        domains: names,
        valid_from,
        valid_to: expires_at,
        expires_at,
        fingerprint: own.fingerprint,
      };
    }
    const none = {
      issuer: null,
      common_name: null,
      san: [],
      domains: [],
      valid_from: null,
      valid_to: null,
      expires_at: null,
      fingerprint: null,
    };
    return configs.default_ssl
      ? { has_ssl: true, type: 'default', ...none }
      : { has_ssl: false, type: null, ...none };
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/ssl/add', (call) => {
    const domain = ownDomain(call);
    const { cert, names } = parseCustom(call, domain);
    if (certificateRows(call, domain).some((r) => r.fingerprint === cert.fingerprint256))
      throw cdnFail(call, 422, 'sslExists', 'certificate');
    const now = call.ctx.nowSec();
    const info = call.ctx.db
      .prepare(
        `INSERT INTO ssl_certificates (domain_id, type, certificate, fingerprint, common_name, domains, issuer, valid_from, expires_at, issued_at, created_at)
         VALUES (?, 'custom', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        domain.id,
        cert.toString(),
        cert.fingerprint256,
        commonName(cert.subject),
        JSON.stringify(names),
        cert.issuer.replace(/\n/g, ', '),
        seconds(cert.validFrom),
        seconds(cert.validTo),
        now,
        now,
      );
    const row = certificateOr404(call, domain, Number(info.lastInsertRowid));
    return new Reply(certificateOf(row, now, readConfigs(call, domain)), cdnText(call, 'sslAdded'));
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/ssl/free', (call) => {
    const domain = ownDomain(call);
    const now = call.ctx.nowSec();
    if (certificateRows(call, domain).some((r) => r.type === 'free' && statusOf(r, now) !== 'expired'))
      throw cdnFail(call, 409, 'sslFreeExists');
    const issuedAt = now + FREE_CERTIFICATE_ISSUE_SECONDS;
    const info = call.ctx.db
      .prepare(
        `INSERT INTO ssl_certificates (domain_id, type, common_name, domains, issuer, valid_from, expires_at, issued_at, created_at)
         VALUES (?, 'free', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        domain.id,
        domain.name,
        JSON.stringify([domain.name, `*.${domain.name}`]),
        FREE_ISSUER,
        issuedAt,
        issuedAt + FREE_CERTIFICATE_VALID_SECONDS,
        issuedAt,
        now,
      );
    const row = certificateOr404(call, domain, Number(info.lastInsertRowid));
    return new Reply(certificateOf(row, now, readConfigs(call, domain)), cdnText(call, 'sslFreeRequested'));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/https/ssl/{ssl_id}', (call) => {
    const domain = ownDomain(call);
    const row = certificateOr404(call, domain, Number(call.params.ssl_id));
    // a certificate that served the domain stops serving it (the settings row's ssl_id is set null)
    call.ctx.db.prepare('DELETE FROM ssl_certificates WHERE id = ?').run(row.id);
    return new Reply(null, cdnText(call, 'sslDeleted'));
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/attach', (call) => {
    const domain = ownDomain(call);
    const row = certificateOr404(call, domain, Number(call.body.ssl_id));
    if (statusOf(row, call.ctx.nowSec()) !== 'active') throw cdnFail(call, 422, 'sslNotReady', 'ssl_id');
    return saveConfigs(call, domain, { ssl_id: row.id });
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/detach', (call) => {
    const domain = ownDomain(call);
    const configs = readConfigs(call, domain);
    const left = { ...configs, ssl_id: null };
    // HTTPS that would be left without a certificate turns its redirect and HSTS off with it
    return saveConfigs(call, domain, {
      ssl_id: null,
      ...(!hasCertificate(call, domain, left) && { https_redirect: false, hsts_enabled: false }),
    });
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/attach-default', (call) =>
    saveConfigs(call, ownDomain(call), { default_ssl: true }),
  );

  routes.post('/cdn/ng/domains/{domain_id}/https/detach-default', (call) => {
    const domain = ownDomain(call);
    const left = { ...readConfigs(call, domain), default_ssl: false };
    return saveConfigs(call, domain, {
      default_ssl: false,
      ...(!hasCertificate(call, domain, left) && { https_redirect: false, hsts_enabled: false }),
    });
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/ssl/tls-version', (call) =>
    saveConfigs(call, ownDomain(call), { tls_version: call.body.version as Configs['tls_version'] }),
  );

  routes.post('/cdn/ng/domains/{domain_id}/https/hsts', (call) => {
    const domain = ownDomain(call);
    const current = readConfigs(call, domain);
    const hsts = {
      enabled: call.body.enabled === true,
      max_age: call.body.max_age === undefined ? current.hsts_max_age : Number(call.body.max_age),
      include_subdomains:
        call.body.include_subdomains === undefined
          ? current.hsts_include_subdomains
          : call.body.include_subdomains === true,
      preload: call.body.preload === undefined ? current.hsts_preload : call.body.preload === true,
    };
    const problems = validateHsts(hsts);
    if (Object.keys(problems).length > 0)
      throw cdnFieldsFail(call, problems as Record<string, CdnSettingsMessageKey>);
    if (hsts.enabled && !hasCertificate(call, domain, current))
      throw cdnFail(call, 422, 'httpsNeedsCertificate', 'enabled');
    return saveConfigs(call, domain, {
      hsts_enabled: hsts.enabled,
      hsts_max_age: hsts.max_age,
      hsts_include_subdomains: hsts.include_subdomains,
      hsts_preload: hsts.preload,
    });
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/redirect', (call) => {
    const domain = ownDomain(call);
    const enabled = call.body.enabled === true;
    if (enabled && !hasCertificate(call, domain, readConfigs(call, domain)))
      throw cdnFail(call, 422, 'httpsNeedsCertificate', 'enabled');
    return saveConfigs(call, domain, { https_redirect: enabled });
  });

  // the portal switches the override (upgrade-insecure-requests added); the provider's SDK sends the policy itself
  routes.post('/cdn/ng/domains/{domain_id}/https/csp-override', (call) => {
    const domain = ownDomain(call);
    if (call.body.csp === undefined) {
      if (call.body.enabled === undefined)
        throw call.fail(422, 'fieldRequired', { enabled: ['fieldRequired'] });
      // the portal's override adds upgrade-insecure-requests to the origin's policy: a policy sent before goes
      call.ctx.db.prepare('UPDATE https_settings SET csp_policy = NULL WHERE domain_id = ?').run(domain.id);
      return saveConfigs(call, domain, { csp_override: call.body.enabled === true });
    }
    const policy = cspPolicy(call);
    const reply = saveConfigs(call, domain, { csp_override: policy !== '' });
    call.ctx.db
      .prepare('UPDATE https_settings SET csp_policy = ? WHERE domain_id = ?')
      .run(policy === '' ? null : policy, domain.id);
    return new Reply(configsView(call, domain), reply.message);
  });

  routes.post('/cdn/ng/domains/{domain_id}/https/backend-protocol', (call) =>
    saveConfigs(call, ownDomain(call), {
      backend_protocol: call.body.protocol as Configs['backend_protocol'],
    }),
  );

  routes.post('/cdn/ng/domains/{domain_id}/https/h3', (call) =>
    saveConfigs(call, ownDomain(call), { h3_enabled: call.body.enabled === true }),
  );
};
