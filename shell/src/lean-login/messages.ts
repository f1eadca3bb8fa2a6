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
export const LOGIN_MESSAGE_PREFIXES = ['shell.productName', 'shell.title.login', 'shell.locale', 'shell.auth.loginAgain', 'shell.login', 'shell.otp', 'shell.register', 'shell.validation', 'ui.common.required', 'ui.password'];

export type Translate = (id: string) => string;

/** A message of `locale`; an id without one shows as itself (a validator's text passes through). */
export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (id) => messages[id] ?? id;
}
