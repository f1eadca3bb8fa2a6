import { isoDayStart } from '@portal/shared-sdk';
import { readReportSelection, reportQueryOf, reportSelectionParams } from './reportPeriod';

const params = (query: string) => new URLSearchParams(query);

describe('the period of a report page in the address', () => {
  it('reads a preset, a custom range, and the default for anything else', () => {
    expect(readReportSelection(params('period=7d'))).toEqual({ period: '7d' });
    expect(readReportSelection(params('period=custom&from=2025-03-01&to=2025-03-07'))).toEqual({
      period: 'custom',
      from: '2025-03-01',
      to: '2025-03-07',
    });
    expect(readReportSelection(params(''))).toEqual({ period: '24h' });
    expect(readReportSelection(params('period=year'))).toEqual({ period: '24h' });
    expect(readReportSelection(params('period=custom&from=2025-03-07&to=2025-03-01'))).toEqual({
      period: '24h',
    });
    expect(readReportSelection(params('period=custom&from=2025-02-30&to=2025-03-01'))).toEqual({
      period: '24h',
    });
  });

  it('writes the selection back, the default as a bare address', () => {
    expect(reportSelectionParams({ period: '24h' })).toEqual({});
    expect(reportSelectionParams({ period: '30d' })).toEqual({ period: '30d' });
    expect(reportSelectionParams({ period: 'custom', from: '2025-03-01', to: '2025-03-07' })).toEqual({
      period: 'custom',
      from: '2025-03-01',
      to: '2025-03-07',
    });
  });

  it("asks for a custom range from its first day's start to its last day's end", () => {
    expect(reportQueryOf('traffic', { period: '1h' })).toEqual({ type: 'traffic', period: '1h' });
    expect(reportQueryOf('status', { period: 'custom', from: '2025-03-01', to: '2025-03-07' })).toEqual({
      type: 'status',
      period: 'custom',
      since: isoDayStart('2025-03-01') / 1000,
      until: isoDayStart('2025-03-08') / 1000,
    });
  });
});
