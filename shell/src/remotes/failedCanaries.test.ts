import { FAILED_KEY, createFailedCanaries } from './failedCanaries';

const storage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('failed canaries', () => {
  it('are remembered for the tab, and read back after a reload', () => {
    const s = storage();
    const failed = createFailedCanaries(s);
    failed.add('cdn', '1.1.0');
    failed.add('cdn', '1.1.0');
    expect(failed.has('cdn', '1.1.0')).toBe(true);
    expect(failed.versions('cloud')).toEqual([]);
    expect(JSON.parse(s.map.get(FAILED_KEY) as string)).toEqual({ cdn: ['1.1.0'] });
    expect(createFailedCanaries(s).versions('cdn')).toEqual(['1.1.0']);
  });

  it('survive unreadable or failing storage in the memory of the page', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const failed = createFailedCanaries(broken);
    expect(() => failed.add('cdn', '2.0.0')).not.toThrow();
    expect(failed.has('cdn', '2.0.0')).toBe(true);
    expect(createFailedCanaries(null).versions('cdn')).toEqual([]);
  });
});
