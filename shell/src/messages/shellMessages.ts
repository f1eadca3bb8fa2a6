import type { MessagesByLocale } from '@portal/shared-ui';
import en from './en.json';
import fa from './fa.json';

/** The shell's own texts; fa and en have the same keys (checked by a test). */
export const shellMessages: MessagesByLocale = { fa, en };
