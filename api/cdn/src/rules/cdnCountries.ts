// The countries a firewall rule may name (ISO 3166-1 alpha-2), with their names in both locales.

export interface RuleCountry {
  code: string;
  en: string;
  fa: string;
}

export const RULE_COUNTRIES: readonly RuleCountry[] = [
  { code: 'IR', en: 'Iran', fa: 'ایران' },
  { code: 'AE', en: 'United Arab Emirates', fa: 'امارات متحده عربی' },
  { code: 'AF', en: 'Afghanistan', fa: 'افغانستان' },
  { code: 'AM', en: 'Armenia', fa: 'ارمنستان' },
  { code: 'AT', en: 'Austria', fa: 'اتریش' },
  { code: 'AU', en: 'Australia', fa: 'استرالیا' },
  { code: 'AZ', en: 'Azerbaijan', fa: 'آذربایجان' },
  { code: 'BR', en: 'Brazil', fa: 'برزیل' },
  { code: 'CA', en: 'Canada', fa: 'کانادا' },
  { code: 'CH', en: 'Switzerland', fa: 'سوئیس' },
  { code: 'CN', en: 'China', fa: 'چین' },
  { code: 'DE', en: 'Germany', fa: 'آلمان' },
  { code: 'ES', en: 'Spain', fa: 'اسپانیا' },
  { code: 'FI', en: 'Finland', fa: 'فنلاند' },
  { code: 'FR', en: 'France', fa: 'فرانسه' },
  { code: 'GB', en: 'United Kingdom', fa: 'بریتانیا' },
  { code: 'IN', en: 'India', fa: 'هند' },
  { code: 'IQ', en: 'Iraq', fa: 'عراق' },
  { code: 'IT', en: 'Italy', fa: 'ایتالیا' },
  { code: 'JP', en: 'Japan', fa: 'ژاپن' },
  { code: 'KW', en: 'Kuwait', fa: 'کویت' },
  { code: 'NL', en: 'Netherlands', fa: 'هلند' },
  { code: 'OM', en: 'Oman', fa: 'عمان' },
  { code: 'PK', en: 'Pakistan', fa: 'پاکستان' },
  { code: 'QA', en: 'Qatar', fa: 'قطر' },
  { code: 'RU', en: 'Russia', fa: 'روسیه' },
  { code: 'SA', en: 'Saudi Arabia', fa: 'عربستان سعودی' },
  { code: 'SE', en: 'Sweden', fa: 'سوئد' },
  { code: 'TR', en: 'Turkey', fa: 'ترکیه' },
  { code: 'UA', en: 'Ukraine', fa: 'اوکراین' },
  { code: 'US', en: 'United States', fa: 'ایالات متحده آمریکا' },
];

const BY_CODE = new Map(RULE_COUNTRIES.map((c) => [c.code, c]));

/** The country of a code (any case), or undefined. */
export function ruleCountry(code: string): RuleCountry | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** The countries whose name (in either locale) contains the query, the one whose code it is first. */
export function searchRuleCountries(query: string): RuleCountry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...RULE_COUNTRIES];
  const byCode = RULE_COUNTRIES.filter((c) => c.code.toLowerCase() === q);
  const byName = RULE_COUNTRIES.filter(
    (c) => !byCode.includes(c) && (c.en.toLowerCase().includes(q) || c.fa.includes(q)),
  );
  return [...byCode, ...byName];
}
