import { auditPeriodStart, isAuditPeriod } from './auditLog';

describe('audit periods', () => {
  it('start the given time before now, or never for all', () => {
    expect(auditPeriodStart('24h', 1_000_000)).toBe(1_000_000 - 86400);
    expect(auditPeriodStart('7d', 1_000_000)).toBe(1_000_000 - 7 * 86400);
    expect(auditPeriodStart('all', 1_000_000)).toBeNull();
  });
  it('knows its names', () => {
    expect(isAuditPeriod('30d')).toBe(true);
    expect(isAuditPeriod('1y')).toBe(false);
  });
});
