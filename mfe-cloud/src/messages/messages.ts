import type { MessagesByLocale } from '@portal/shared-ui';
import en from './en.json';
import fa from './fa.json';

export const messages: MessagesByLocale = { fa, en };
