import en from './en.json';
import fa from './fa.json';

describe('shell messages', () => {
  it('have the same keys in fa and en', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty texts', () => {
    expect(Object.values({ ...fa, ...en }).filter((t) => !t.trim())).toEqual([]);
  });
});
