import { majorOf, satisfies } from './semverRange';

describe('satisfies', () => {
  it('accepts versions of the same major for a caret range and refuses other majors', () => {
    expect(satisfies('1.4.2', '^1.0.0')).toBe(true);
    expect(satisfies('1.0.0', '^1.0.0')).toBe(true);
    expect(satisfies('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfies('0.9.0', '^1.0.0')).toBe(false);
  });

  it('treats a caret range below 1.0.0 as fixing the minor, like npm', () => {
    expect(satisfies('0.5.9', '^0.5.0')).toBe(true);
    expect(satisfies('0.6.0', '^0.5.0')).toBe(false);
    expect(satisfies('0.5.3', '~0.5.0')).toBe(true);
    expect(satisfies('0.6.0', '~0.5.0')).toBe(false);
  });

  it('reads comparator sets, alternatives, wildcards and exact versions', () => {
    expect(satisfies('1.5.0', '>=1.2.0 <2.0.0')).toBe(true);
    expect(satisfies('2.0.0', '>= 1.2.0 < 2.0.0')).toBe(false);
    expect(satisfies('3.1.0', '^1.0.0 || ^3.0.0')).toBe(true);
    expect(satisfies('19.3.1', '19.x')).toBe(true);
    expect(satisfies('19.3.1', '*')).toBe(true);
    expect(satisfies('19.3.1', '19.3.1')).toBe(true);
    expect(satisfies('19.3.2', '19.3.1')).toBe(false);
  });

  it('ignores build metadata and keeps pre-releases out of plain ranges', () => {
    expect(satisfies('1.2.0+abc123', '^1.0.0')).toBe(true);
    expect(satisfies('1.3.0-beta.1', '^1.0.0')).toBe(false);
    expect(satisfies('not a version', '^1.0.0')).toBe(false);
  });
});

describe('majorOf', () => {
  it('reads the major of a version', () => {
    expect(majorOf('11.14.0')).toBe(11);
    expect(majorOf('x')).toBeNaN();
  });
});
