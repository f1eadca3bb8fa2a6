// A form's unsent input, kept in localStorage so it survives a new login (a 401 sends the user to
// /login). A draft belongs to one account (its key carries the account), holds only plain values
// (text, numbers, choices; never files) and never a secret: a field whose name says password,
// token, code, OTP, secret, PIN or captcha is left out.
const PREFIX = 'portal.draft.';
const SECRET_FIELD = /pass(word)?|token|code|otp|secret|pin\b|captcha/i;

export type DraftValues = Record<string, unknown>;

export interface StoredDraft {
  values: DraftValues;
  savedAt: number;
}

const draftKey = (owner: string, id: string) => `${PREFIX}${owner}.${id}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isPlainValue(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainValue);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isPlainValue);
  return false;
}

/** Whether a field may be kept in a draft: not a secret by name, not in `exclude`. */
export function isDraftableField(name: string, exclude: readonly string[] = []): boolean {
  return !SECRET_FIELD.test(name) && !exclude.includes(name);
}

/** The fields of `values` a draft keeps: plain values of draftable fields, empty text left out. */
export function draftableValues(values: DraftValues, exclude: readonly string[] = []): DraftValues {
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isDraftableField(name, exclude) || value === undefined || value === '' || !isPlainValue(value))
      continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[name] = value;
  }
  return kept;
}

export function saveFormDraft(owner: string, id: string, values: DraftValues, now = Date.now()): void {
  const draft: StoredDraft = { values, savedAt: now };
  try {
    if (Object.keys(values).length === 0) storage()?.removeItem(draftKey(owner, id));
    else storage()?.setItem(draftKey(owner, id), JSON.stringify(draft));
  } catch {
    // storage full or refused: the form still works, only without a draft
  }
}

export function readFormDraft(owner: string, id: string): StoredDraft | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(draftKey(owner, id)) ?? 'null') as StoredDraft | null;
    return parsed && typeof parsed.values === 'object' && parsed.values !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function removeFormDraft(owner: string, id: string): void {
  storage()?.removeItem(draftKey(owner, id));
}

function removeDraftsWhere(test: (key: string) => boolean): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && test(key)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}

/** Every draft of every account (logout). */
export function clearFormDrafts(): void {
  removeDraftsWhere(() => true);
}

/** Removes the drafts of any other account than `owner` (another account signed in). */
export function keepFormDraftsOf(owner: string): void {
  removeDraftsWhere((key) => !key.startsWith(`${PREFIX}${owner}.`));
}
