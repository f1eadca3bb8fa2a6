import { PROXIABLE_DNS_TYPES } from '@portal/api-cdn/rules';
import { Reply } from '../http/envelope';
import type { Resource } from '../http/router';
import { ownDomain, cdnText } from './cdnDomainAccess';
import { checkedDraft, recordOr404, refuseRepeat } from './cdnDns';
import { draftOf, recordOf, updateRecord, zoneRows } from './dnsRecordsStore';

/**
 * One record of a domain's zone as the provider's SDK reaches it: read alone, changed in part
 * (`PUT`: the fields sent over the stored record, every rule checked again on the whole), and the
 * records the CDN can stand in front of. Registered after the zone's own paths (`dns/dnssec`, …).
 */
export const cdnDnsRecordResource: Resource = (routes) => {
  routes.get('/cdn/ng/domains/{domain_id}/dns/proxiable', (call) => {
    const domain = ownDomain(call);
    return zoneRows(call.ctx.db, domain.id)
      .filter((row) => (PROXIABLE_DNS_TYPES as readonly string[]).includes(row.type))
      .map(recordOf);
  });

  routes.get('/cdn/ng/domains/{domain_id}/dns/{record_id}', (call) =>
    recordOf(recordOr404(call, ownDomain(call))),
  );

  routes.put('/cdn/ng/domains/{domain_id}/dns/{record_id}', (call) => {
    const domain = ownDomain(call);
    const row = recordOr404(call, domain);
    const stored = draftOf(row);
    // what was not sent stays as stored
    call.body = { ...stored, ...call.body };
    const draft = checkedDraft(call, domain);
    refuseRepeat(call, domain, draft, row.id);
    return new Reply(
      recordOf(updateRecord(call.ctx.db, domain.id, row.id, draft, call.ctx.nowSec())),
      cdnText(call, 'recordUpdated'),
    );
  });
};
