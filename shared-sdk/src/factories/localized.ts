/** The languages the provider answers in (Accept-Language). */
export type FactoryLang = 'fa' | 'en';

/** A text the provider localizes: the demo data keeps both, an answer carries one. */
export interface Localized {
  en: string;
  fa: string;
}

/** When a demo list is built and in which language the provider would answer it. */
export interface DemoOptions {
  /** the moment the data is relative to, unix seconds (the seed's clock, or FACTORY_NOW) */
  now: number;
  /** default 'en' */
  lang?: FactoryLang;
}

export const inLang = (text: Localized, lang: FactoryLang = 'en'): string => text[lang];
