import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from './en.json';
import fa from './fa.json';

/** Every message id the area's code names literally (template ids are checked by the tests that render them). */
function idsInCode(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return idsInCode(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/['"]((?:cdn|area)\.[A-Za-z0-9.-]+)['"]/g)].map(
      (m) => m[1] as string,
    );
  });
}

describe('CDN messages', () => {
  it('have the same keys in fa and en', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty texts, and Persian texts use Latin digits', () => {
    expect(Object.values({ ...fa, ...en }).filter((t) => !t.trim())).toEqual([]);
    expect(Object.entries(fa).filter(([, t]) => /[۰-۹٠-٩]/.test(t))).toEqual([]);
  });

  it('hold every id the code names', () => {
    const missing = [...new Set(idsInCode(join(__dirname, '..')))].filter((id) => !(id in en));
    expect(missing).toEqual([]);
  });
});
