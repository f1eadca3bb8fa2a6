import { DNS_RECORD_TYPES } from '@portal/api-cdn/rules';
import { demoDnsRecordDrafts } from '@portal/api-cdn/factories';
import { DAY, insert, type Seed } from './seedTools';

/**
 * Every seeded domain's zone, from the SDK's factories, in domain id order (so example-shop.ir's
 * records, 25 of every type, take ids from 1 as `demoDnsRecords` numbers them), added 30 days ago.
 */
export const seedCdnDns: Seed = (db, { now }) => {
  const domains = db.prepare('SELECT id, name FROM domains ORDER BY id').all() as {
    id: number;
    name: string;
  }[];
  for (const domain of domains) {
    insert(
      db,
      'dns_records',
      demoDnsRecordDrafts(domain.name, domain.id).map((r) => ({
        domain_id: domain.id,
        ...r,
        proxy: r.proxy ? 1 : 0,
        type_rank: DNS_RECORD_TYPES.indexOf(r.type),
        created_at: now - 30 * DAY,
        updated_at: now - 30 * DAY,
      })),
    );
  }
};
