/** A piece of a text: plain words, or an address (a domain, an IP, a path, a URL) read left to right. */
export interface TextRun {
  text: string;
  address: boolean;
}

// Latin letters, digits and what joins them in an address; a run of them is an address when a dot,
// a colon or a slash stands between two of its letters or digits (example-shop.ir, 185.20.1.4,
// 2001:db8::1, /var/www) — a plain Latin word (SSL) is left to the bidi algorithm.
const TOKEN = /[A-Za-z0-9\-._~:/?#@%+=&]+/g;
const ADDRESS = /[A-Za-z0-9][.:/]+[A-Za-z0-9]|^\/[A-Za-z0-9]/;
// sentence punctuation after an address is the sentence's, not the address's
const TRAILING = /[.,:;!?]+$/;

/** The text cut into runs: each address alone (to be isolated left to right), the rest as it is. */
export function addressRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const push = (piece: string, address: boolean) => {
    if (!piece) return;
    const last = runs[runs.length - 1];
    if (last && !last.address && !address) last.text += piece;
    else runs.push({ text: piece, address });
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const trailing = TRAILING.exec(token)?.[0] ?? '';
    const core = token.slice(0, token.length - trailing.length);
    if (!ADDRESS.test(core)) continue;
    push(text.slice(at, match.index), false);
    push(core, true);
    at = match.index + core.length;
  }
  push(text.slice(at), false);
  return runs;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFFA-Za-z\u00C0-\u024F]/;

/** The direction of a text by its first strong letter (as dir="auto" decides), or null with none. */
export function textDirection(text: string): 'rtl' | 'ltr' | null {
  const first = STRONG_CHAR.exec(text)?.[0];
  if (!first) return null;
  return RTL_CHAR.test(first) ? 'rtl' : 'ltr';
}
