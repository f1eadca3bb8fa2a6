import type { Locale } from '../session/types';

export type ClientMessageId = 'offline' | 'timeout' | 'network' | 'malformed' | 'http';

// The only texts the SDK produces itself: messages for failures that carry no server message.
// The 'offline' texts are the product's own (docs/product.md#provider-api-wire-rules), in both locales.
export const CLIENT_MESSAGES: Record<Locale, Record<ClientMessageId, string>> = {
  en: {
    offline: 'You are offline',
    timeout: 'The server took too long to answer. Please try again.',
    network: 'Could not reach the server. Please try again.',
    malformed: 'The server sent an unexpected answer. Please try again.',
    http: 'Please Try Again',
  },
  fa: {
    offline: 'شما آفلاین هستید',
    timeout: 'پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.',
    network: 'ارتباط با سرور برقرار نشد. لطفا دوباره تلاش کنید.',
    malformed: 'پاسخ سرور نامعتبر بود. لطفا دوباره تلاش کنید.',
    http: 'لطفا دوباره تلاش کنید',
  },
};

export function clientMessage(id: ClientMessageId, locale: Locale): string {
  return CLIENT_MESSAGES[locale][id];
}
