import { messageTable } from '../http/messages';

/**
 * The messages of a domain's DDoS protection in both languages: each problem the shared DDoS rules
 * name, and what a change answers. "Unfortunately, your plan does not support this feature" is the
 * product's text verbatim; the portal shows the same texts before it sends.
 */
const en = {
  pathRequired: 'Enter a path',
  pathNotOnDomain: 'The path must start with the domain name',
  pathInvalid: 'The entered path is not correct',
  challengeInvalid: 'Choose a challenge: cookie, JavaScript or captcha',
  notInPlan: 'Unfortunately, your plan does not support this feature',
  ttlOutOfRange: 'Enter a validity from {min} to {max} seconds',
  captchaModuleInvalid: 'Choose a captcha service',
  ruleNotFound: 'The desired rule does not exist',
  ttlSaved: 'The challenge validity has been saved',
  captchaSaved: 'The captcha service has been saved',
  ruleSaved: 'The DDoS rule has been saved',
  ruleDeleted: 'The rule has been deleted',
  modeInvalid: 'Choose a protection level: off, low, medium, high or under attack',
  nothingToChange: 'Send a setting to change',
  ddosSaved: 'The DDoS protection settings have been saved',
} as const;

export type CdnDdosMessageKey = keyof typeof en;

const fa: Record<CdnDdosMessageKey, string> = {
  pathRequired: 'مسیر را وارد کنید',
  pathNotOnDomain: 'مسیر باید با نام دامنه شروع شود',
  pathInvalid: 'مسیر وارد شده صحیح نیست',
  challengeInvalid: 'یک چالش انتخاب کنید: کوکی، جاوااسکریپت یا کپچا',
  notInPlan: 'متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند',
  ttlOutOfRange: 'اعتبار را از {min} تا {max} ثانیه وارد کنید',
  captchaModuleInvalid: 'یک سرویس کپچا انتخاب کنید',
  ruleNotFound: 'قانون مورد نظر وجود ندارد',
  ttlSaved: 'اعتبار چالش ذخیره شد',
  captchaSaved: 'سرویس کپچا ذخیره شد',
  ruleSaved: 'قانون DDoS ذخیره شد',
  ruleDeleted: 'قانون حذف شد',
  modeInvalid: 'یک سطح محافظت انتخاب کنید: خاموش، کم، متوسط، زیاد یا زیر حمله',
  nothingToChange: 'تنظیمی برای تغییر بفرستید',
  ddosSaved: 'تنظیمات محافظت DDoS ذخیره شد',
};

export const cdnDdosMessage = messageTable<CdnDdosMessageKey>(en, fa);
