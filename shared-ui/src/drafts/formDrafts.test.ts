import {
  clearFormDrafts,
  draftableValues,
  isDraftableField,
  keepFormDraftsOf,
  readFormDraft,
  removeFormDraft,
  saveFormDraft,
} from './formDrafts';

afterEach(() => localStorage.clear());

describe('what a draft may keep', () => {
  it('never a secret: passwords, tokens, codes, OTPs, secrets, PINs, captchas', () => {
    for (const name of [
      'password',
      'new_password',
      'passwordConfirm',
      'token',
      'api_token',
      'otp',
      'code',
      'verify_code',
      'secret',
      'pin',
      'captcha',
    ])
      expect(isDraftableField(name)).toBe(false);
    for (const name of ['message', 'subject', 'value', 'init_script', 'department'])
      expect(isDraftableField(name)).toBe(true);
    expect(isDraftableField('subject', ['subject'])).toBe(false);
  });

  it('keeps plain values only: no files, no empty text', () => {
    const file = new File(['x'], 'a.txt');
    expect(
      draftableValues({
        message: 'Hello there',
        files: [file],
        subject: '',
        count: 3,
        tags: ['a'],
        ttl: { value: 60 },
        password: 'p4ss',
        none: [],
      }),
    ).toEqual({ message: 'Hello there', count: 3, tags: ['a'], ttl: { value: 60 } });
  });
});

describe('drafts in storage', () => {
  it('are kept per account and form, and removed when emptied', () => {
    saveFormDraft('7', 'support.reply.1', { message: 'typed' }, 1000);
    expect(readFormDraft('7', 'support.reply.1')).toEqual({ values: { message: 'typed' }, savedAt: 1000 });
    expect(readFormDraft('8', 'support.reply.1')).toBeNull();
    saveFormDraft('7', 'support.reply.1', {});
    expect(readFormDraft('7', 'support.reply.1')).toBeNull();
    saveFormDraft('7', 'support.reply.1', { message: 'again' });
    removeFormDraft('7', 'support.reply.1');
    expect(readFormDraft('7', 'support.reply.1')).toBeNull();
  });

  it("another account signing in removes the others' drafts; logout removes all, and nothing else", () => {
    localStorage.setItem('portal.locale', '"en"');
    saveFormDraft('7', 'a', { message: 'mine' });
    saveFormDraft('70', 'a', { message: 'not mine' });
    saveFormDraft('8', 'b', { message: 'theirs' });
    keepFormDraftsOf('7');
    expect(readFormDraft('7', 'a')).not.toBeNull();
    expect(readFormDraft('70', 'a')).toBeNull();
    expect(readFormDraft('8', 'b')).toBeNull();
    clearFormDrafts();
    expect(readFormDraft('7', 'a')).toBeNull();
    expect(localStorage.getItem('portal.locale')).toBe('"en"');
  });

  it('a damaged record reads as no draft', () => {
    localStorage.setItem('portal.draft.7.a', '{not json');
    expect(readFormDraft('7', 'a')).toBeNull();
  });
});
