import { X509Certificate } from 'node:crypto';
import {
  DEMO_CERTIFICATES,
  DEMO_FULL_ZONE,
  demoHttpsConfigs,
  demoSslCertificate,
} from '@portal/api-cdn/factories';
import { insert, type Seed } from './seedTools';

/** example-shop.ir's custom certificate (DEMO_CERTIFICATES.shop, id 1) serving it, HTTP redirected, HTTP/3 on; other domains keep the defaults. */
export const seedCdnHttps: Seed = (db, { now }) => {
  const domain = db.prepare('SELECT id FROM domains WHERE name = ?').get(DEMO_FULL_ZONE) as
    { id: number } | undefined;
  if (!domain) return;
  const cert = new X509Certificate(DEMO_CERTIFICATES.shop.certificate);
  const meta = demoSslCertificate(1, now);
  insert(db, 'ssl_certificates', [
    {
      id: meta.id,
      domain_id: domain.id,
      type: 'custom',
      certificate: DEMO_CERTIFICATES.shop.certificate,
      fingerprint: cert.fingerprint256,
      common_name: meta.common_name,
      domains: JSON.stringify(meta.domains),
      issuer: meta.issuer,
      valid_from: meta.valid_from,
      expires_at: meta.expires_at,
      issued_at: meta.created_at,
      created_at: meta.created_at,
    },
  ]);
  const configs = demoHttpsConfigs(meta.id);
  insert(db, 'https_settings', [
    {
      domain_id: domain.id,
      ...Object.fromEntries(
        Object.entries(configs).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
      ),
    },
  ]);
};
