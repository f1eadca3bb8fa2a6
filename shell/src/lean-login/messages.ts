import type { Locale } from '@portal/shared-sdk';
import shellEn from '../messages/en.json';
import shellFa from '../messages/fa.json';
import uiEn from '../../../shared-ui/src/messages/en.json';
import uiFa from '../../../shared-ui/src/messages/fa.json';

/**
 * The login page's texts in each locale: the shell's and shared-ui's own messages (the same words as
 * the signed-in shell's login page), cut down at build time to the ids the page uses
 * (build/login-messages-loader.cjs).
 */
const MESSAGES: Record<Locale, Record<string, string>> = {
  fa: { ...(uiFa as Record<string, string>), ...(shellFa as Record<string, string>) },
  en: { ...(uiEn as Record<string, string>), ...(shellEn as Record<string, string>) },
};

/** The ids (and id prefixes) the login app shows: the build keeps only these. */
export const LOGIN_MESSAGE_PREFIXES = [
  'shell.productName',
  'shell.title.login',
  'shell.locale',
  'shell.auth.loginAgain',
  'shell.auth.ipNotAllowed',
  'shell.login',
  'shell.otp',
  'shell.register',
  'shell.validation',
  'ui.common.required',
  'ui.password',
];

/** A message of `locale`; with `count`, a message holding one ICU plural is formatted for that count. */
export type Translate = (id: string, count?: number) => string;

// the one ICU form the login page's texts may take: text, `{arg, plural, <form> {…} …}`, text; inside
// a form `#` or `{arg}` stands for the count (build/login-messages-loader.cjs lets no other through)
const PLURAL =
  /^([^{}]*)\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}([^{}]*)$/;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g;

/** A plural message for a count by the locale's plural rules (an exact `=n` form first); digits stay Latin. */
export function formatPlural(message: string, count: number, locale: Locale): string {
  const match = PLURAL.exec(message);
  if (!match) return message;
  const [, before = '', arg = '', body = '', after = ''] = match;
  const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const form =
    forms.get(`=${count}`) ??
    forms.get(new Intl.PluralRules(locale).select(count)) ??
    forms.get('other') ??
    '';
  return before + form.split('#').join(String(count)).split(`{${arg}}`).join(String(count)) + after;
}

/** A message of `locale`; an id without one shows as itself (a validator's text passes through). */
export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (id, count) => {
    const message = messages[id] ?? id;
    return count === undefined ? message : formatPlural(message, count, locale);
  };
}
