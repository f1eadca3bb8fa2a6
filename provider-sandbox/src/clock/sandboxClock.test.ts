import { createSandboxClock } from './sandboxClock';

describe('the sandbox clock', () => {
  const base = new Date('2025-03-15T10:00:00Z');

  it('reads its base until advanced, then runs ahead of it by the seconds given', () => {
    const clock = createSandboxClock(() => base);
    expect(clock.now()).toEqual(base);
    clock.advance(30 * 60);
    clock.advance(0.5);
    expect(clock.now().toISOString()).toBe('2025-03-15T10:30:00.500Z');
    expect(clock.offsetSeconds()).toBe(1800.5);
  });

  it('never moves backward, and a reset puts it back on its base', () => {
    const clock = createSandboxClock(() => base);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    clock.advance(60);
    clock.reset();
    expect(clock.now()).toEqual(base);
  });
});
