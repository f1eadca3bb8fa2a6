import type { Localized } from '@portal/shared-sdk/factories';

export interface WafCatalogRule {
  id: string;
  name: Localized;
}

export interface WafCatalogGroup {
  id: string;
  name: Localized;
  rules: readonly WafCatalogRule[];
}

export interface WafCatalogLayer {
  id: string;
  name: Localized;
  groups: readonly WafCatalogGroup[];
}

/** The provider's WAF rules: layers of rule groups, each rule with its id (as the OWASP core rule set numbers them). */
export const WAF_CATALOG: readonly WafCatalogLayer[] = [
  {
    id: 'owasp',
    name: { en: 'OWASP core rules', fa: 'قوانین پایه OWASP' },
    groups: [
      {
        id: 'sqli',
        name: { en: 'SQL injection', fa: 'تزریق SQL' },
        rules: [
          {
            id: '942100',
            name: { en: 'SQL injection found by libinjection', fa: 'تزریق SQL شناسایی‌شده با libinjection' },
          },
          {
            id: '942190',
            name: {
              en: 'MSSQL code execution and information gathering',
              fa: 'اجرای کد و جمع‌آوری اطلاعات MSSQL',
            },
          },
        ],
      },
      {
        id: 'xss',
        name: { en: 'Cross-site scripting', fa: 'اسکریپت‌نویسی میان‌وبگاهی (XSS)' },
        rules: [
          { id: '941100', name: { en: 'XSS found by libinjection', fa: 'XSS شناسایی‌شده با libinjection' } },
          { id: '941160', name: { en: 'HTML injection', fa: 'تزریق HTML' } },
        ],
      },
    ],
  },
  {
    id: 'protocol',
    name: { en: 'Protocol enforcement', fa: 'اجرای قواعد پروتکل' },
    groups: [
      {
        id: 'lfi',
        name: { en: 'Local file inclusion', fa: 'گنجاندن فایل محلی' },
        rules: [{ id: '930100', name: { en: 'Path traversal', fa: 'پیمایش مسیر' } }],
      },
      {
        id: 'scanner',
        name: { en: 'Scanner detection', fa: 'شناسایی اسکنر' },
        rules: [
          {
            id: '913100',
            name: { en: 'User agent of a security scanner', fa: 'عامل کاربر یک اسکنر امنیتی' },
          },
        ],
      },
    ],
  },
];
