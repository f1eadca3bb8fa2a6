import type { AuditEntry } from '@portal/api-account';
import { auditCsv } from './auditCsv';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: 'ticket.create',
  resource_kind: 'ticket',
  resource_id: '7',
  resource_name: 'Site is "slow", again',
  actor: { kind: 'session', id: 3, name: 'Chrome 131 on Linux' },
  ip: '203.0.113.7',
  created_at: 1_742_032_800,
  ...over,
});

const labels = {
  header: ['When', 'Action', 'Resource', 'ID', 'Name', 'By', 'Token or device', 'IP'],
  action: (e: AuditEntry) => `A:${e.action}`,
  kind: (e: AuditEntry) => `K:${e.resource_kind}`,
  actor: (e: AuditEntry) => `B:${e.actor.kind}`,
  date: () => '2025/03/15 10:00',
};

describe('auditCsv', () => {
  it('writes a header and one line a row, quoting what needs it, with a byte-order mark', () => {
    expect(
      auditCsv(
        [
          entry(),
          entry({
            id: 2,
            resource_name: null,
            ip: null,
            actor: { kind: 'api_token', id: 1, name: 'CI, nightly' },
          }),
        ],
        labels,
      ),
    ).toBe(
      '\uFEFFWhen,Action,Resource,ID,Name,By,Token or device,IP\r\n' +
        '2025/03/15 10:00,A:ticket.create,K:ticket,7,"Site is ""slow"", again",B:session,Chrome 131 on Linux,203.0.113.7\r\n' +
        '2025/03/15 10:00,A:ticket.create,K:ticket,7,,B:api_token,"CI, nightly",\r\n',
    );
  });
  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(auditCsv([entry({ resource_name: '=HYPERLINK("x")' })], labels)).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
