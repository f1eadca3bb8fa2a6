import {
  formatCountdown,
  isWafMode,
  wafDebugEndsAt,
  wafDebugSecondsLeft,
  wafModeAt,
  wafRuleActive,
} from './cdnWaf';

const T = 1_742_032_800;

describe('WAF debug mode', () => {
  it('lasts 30 minutes, then the WAF is off', () => {
    expect(wafDebugEndsAt(T)).toBe(T + 1800);
    expect(wafModeAt('debug', T, T + 1799)).toBe('debug');
    expect(wafModeAt('debug', T, T + 1800)).toBe('off');
    expect(wafModeAt('debug', null, T)).toBe('off');
    expect(wafModeAt('on', null, T + 99_999)).toBe('on');
  });

  it('counts the time left down to zero', () => {
    expect(wafDebugSecondsLeft('debug', T, T + 60)).toBe(1740);
    expect(wafDebugSecondsLeft('debug', T, T + 4000)).toBe(0);
    expect(wafDebugSecondsLeft('on', T, T)).toBe(0);
    expect(formatCountdown(1740)).toBe('29:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('stops a rule made in debug mode at its end; others stay', () => {
    expect(wafRuleActive(T + 1800, T + 1799)).toBe(true);
    expect(wafRuleActive(T + 1800, T + 1800)).toBe(false);
    expect(wafRuleActive(null, T + 99_999)).toBe(true);
  });

  it('knows its modes', () => {
    expect(['off', 'on', 'debug', 'simulate'].map(isWafMode)).toEqual([true, true, true, false]);
  });
});
