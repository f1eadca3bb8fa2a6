/**
 * The little semver the release tool needs: does a version satisfy a range such as `^1.0.0`,
 * `~0.5.0`, `>=1.2.0 <2.0.0`, `1.x`, `*` or `a || b`? (Module Federation writes these ranges.)
 * Pre-release tags rank below their release; build metadata is ignored.
 */
type Triple = [number, number, number];

interface Parsed {
  triple: Triple;
  pre: boolean;
}

function parse(version: string): Parsed | null {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    version.trim(),
  );
  if (!m) return null;
  const n = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return { triple: [Number(m[1]), n(m[2]), n(m[3])], pre: m[4] !== undefined };
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

function satisfiesComparator(v: Parsed, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x' || comparator === '') return !v.pre;
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!m) return false;
  const op = m[1] ?? '';
  const raw = m[2] as string;
  const target = parse(raw);
  if (!target) return false;
  const [maj, min] = target.triple;
  const parts = raw.replace(/^v/, '').split(/[-+]/)[0]!.split('.');
  const wild = (i: number) => parts[i] === undefined || parts[i] === 'x' || parts[i] === '*';
  const c = compare(v.triple, target.triple);
  if (v.pre && !target.pre) {
    // a pre-release only satisfies ranges that name a pre-release of the same version
    return false;
  }
  switch (op) {
    case '^':
      if (c < 0) return false;
      if (maj > 0 || wild(1)) return v.triple[0] === maj;
      if (min > 0 || wild(2)) return v.triple[0] === 0 && v.triple[1] === min;
      return compare(v.triple, target.triple) === 0;
    case '~':
      return c >= 0 && v.triple[0] === maj && (wild(1) || v.triple[1] === min);
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      if (wild(1)) return v.triple[0] === maj;
      if (wild(2)) return v.triple[0] === maj && v.triple[1] === min;
      return c === 0;
  }
}

export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((set) => {
    const tokens = set.trim().split(/\s+/).filter(Boolean);
    const comparators: string[] = [];
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i] as string;
      // `>= 1.2.0` written with a space belongs together
      if (/^(\^|~|>=|<=|>|<|=)$/.test(token) && tokens[i + 1]) comparators.push(token + tokens[++i]);
      else comparators.push(token);
    }
    if (comparators.length === 0) comparators.push('*');
    return comparators.every((comparator) => satisfiesComparator(v, comparator));
  });
}

/** The major version of a version string (NaN when it is not one). */
export function majorOf(version: string): number {
  return parse(version)?.triple[0] ?? Number.NaN;
}
