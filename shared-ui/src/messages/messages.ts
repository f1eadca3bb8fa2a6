import en from './en.json';
import fa from './fa.json';

/** shared-ui's own texts; PortalProviders merges them under the caller's messages. */
export const sharedUiMessages: { fa: Record<string, string>; en: Record<string, string> } = { fa, en };
