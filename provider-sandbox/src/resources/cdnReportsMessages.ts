import type { ReportPeriodProblem } from '@portal/api-cdn/rules';
import { messageTable } from '../http/messages';

/**
 * The messages of a domain's reports: a domain not active yet, and the problems of a period
 * (keyed by the codes of `reportRange`, so the portal shows the same text for the same code).
 */
const en: Record<
  ReportPeriodProblem | 'notActivated' | 'typeInvalid' | 'pageInvalid' | 'perPageInvalid',
  string
> = {
  notActivated: 'Your domain has not been activated yet',
  typeInvalid: 'Choose a report: status, errors, traffic, countries or attacks',
  periodInvalid: 'Choose a period: the last hour, 24 hours, 7 days, 30 days or a custom range',
  sinceRequired: 'Choose the start date',
  untilRequired: 'Choose the end date',
  sinceInFuture: 'The start cannot be in the future',
  rangeReversed: 'The end must come after the start',
  rangeTooLong: 'A range may be at most 31 days',
  pageInvalid: 'The page must be a whole number from 1',
  perPageInvalid: 'Rows per page must be from 1 to 100',
};

const fa: typeof en = {
  notActivated: 'دامنه شما هنوز فعال نشده است',
  typeInvalid: 'گزارش را انتخاب کنید: وضعیت، خطاها، ترافیک، کشورها یا حملات',
  periodInvalid: 'بازه را انتخاب کنید: یک ساعت، 24 ساعت، 7 روز یا 30 روز گذشته، یا بازه دلخواه',
  sinceRequired: 'تاریخ شروع را انتخاب کنید',
  untilRequired: 'تاریخ پایان را انتخاب کنید',
  sinceInFuture: 'تاریخ شروع نمی‌تواند در آینده باشد',
  rangeReversed: 'تاریخ پایان باید بعد از تاریخ شروع باشد',
  rangeTooLong: 'بازه حداکثر می‌تواند 31 روز باشد',
  pageInvalid: 'شماره صفحه باید عددی صحیح از 1 به بالا باشد',
  perPageInvalid: 'تعداد ردیف هر صفحه باید از 1 تا 100 باشد',
};

export type CdnReportsMessageKey = keyof typeof en;
export const cdnReportsMessage = messageTable<CdnReportsMessageKey>(en, fa);
