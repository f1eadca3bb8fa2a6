/**
 * Server messages in both languages. English texts are the error catalogue's
 * (docs/product.md#error-catalogue) word for word where it gives one.
 * Both maps have the same keys (the type enforces it).
 */
const en = {
  ok: 'Operation completed successfully',
  settingsApplied: 'Settings successfully applied',
  pleaseLoginAgain: 'Please login again',
  tryAgain: 'Please Try Again',
  notFound: 'The requested address was not found',
  invalidData: 'The given data was invalid',
  malformedBody: 'The request body could not be read',
  tooLarge: 'The request is too large',
  captchaWrong: 'Please enter the correct text in the box',
  passwordInvalid: 'The password is not valid',
  passwordRules: 'The password must be at least 6 characters with a capital letter, a digit and a symbol',
  passwordRepeat: 'Repeat password is not the same as password!!',
  termsRequired: 'Confirmation of terms and conditions is required!',
  emailTaken: 'This e-mail address is already registered',
  mobileTaken: 'This mobile number is already registered',
  mobileInvalid: 'The mobile number is not valid',
  otpInvalid: 'The code is not valid',
  otpExpired: 'The login step has expired; please login again',
  loggedIn: 'You have logged in successfully',
  loggedOut: 'You have logged out',
  registered: 'Your account has been created',
  otpRequired: 'Enter the code from your authenticator app',
  profileUpdated: 'Settings successfully applied',
  legalFieldsRequired: 'This field is required for legal accounts',
  nationalCodeInvalid: 'The national code must be 10 digits',
  zipCodeInvalid: 'The zip code must be 10 digits',
  tokenPermissionDenied: 'This API token does not have the {permission} permission',
  sessionOnly: 'This setting can only be changed from a signed-in portal session',
  sessionEndedIp: 'Your session ended: this address is not in your IP whitelist',
  tokenIpRefused: "This API token cannot be used from {ip}: the address is not in the account's IP whitelist",
  // field-level messages from the OpenAPI validator
  fieldRequired: 'This field is required',
  fieldType: 'Must be of type {type}',
  fieldMinLength: 'Must be at least {limit} characters',
  fieldMaxLength: 'Must be at most {limit} characters',
  fieldMinimum: 'Must be at least {limit}',
  fieldMaximum: 'Must be at most {limit}',
  fieldFormat: 'The format is not valid',
  fieldEmail: 'The e-mail address is not valid',
  fieldEnum: 'Must be one of: {values}',
  fieldUnknown: 'This field is not accepted',
  fieldInvalid: 'The value is not valid',
} as const;

export type MessageKey = keyof typeof en;

const fa: Record<MessageKey, string> = {
  ok: 'عملیات با موفقیت انجام شد',
  settingsApplied: 'تنظیمات با موفقیت اعمال شد',
  pleaseLoginAgain: 'لطفا دوباره وارد حساب کاربری خود شوید',
  tryAgain: 'لطفا دوباره تلاش کنید',
  notFound: 'آدرس درخواست شده یافت نشد',
  invalidData: 'اطلاعات وارد شده معتبر نیست',
  malformedBody: 'محتوای درخواست قابل خواندن نیست',
  tooLarge: 'حجم درخواست بیش از حد مجاز است',
  captchaWrong: 'لطفا متن داخل کادر را به درستی وارد کنید',
  passwordInvalid: 'رمز عبور معتبر نیست',
  passwordRules: 'رمز عبور باید دست‌کم 6 کاراکتر و شامل حرف بزرگ، عدد و نماد باشد',
  passwordRepeat: 'تکرار رمز عبور با رمز عبور یکسان نیست!!',
  termsRequired: 'تایید قوانین و مقررات الزامی است!',
  emailTaken: 'این نشانی ایمیل قبلا ثبت شده است',
  mobileTaken: 'این شماره موبایل قبلا ثبت شده است',
  mobileInvalid: 'شماره موبایل معتبر نیست',
  otpInvalid: 'کد وارد شده معتبر نیست',
  otpExpired: 'مرحله ورود منقضی شده است؛ لطفا دوباره وارد شوید',
  loggedIn: 'با موفقیت وارد شدید',
  loggedOut: 'با موفقیت خارج شدید',
  registered: 'حساب کاربری شما ساخته شد',
  otpRequired: 'کد برنامه احراز هویت را وارد کنید',
  profileUpdated: 'تنظیمات با موفقیت اعمال شد',
  legalFieldsRequired: 'این فیلد برای حساب‌های حقوقی الزامی است',
  nationalCodeInvalid: 'کد ملی باید 10 رقم باشد',
  zipCodeInvalid: 'کد پستی باید 10 رقم باشد',
  tokenPermissionDenied: 'این توکن API مجوز {permission} را ندارد',
  sessionOnly: 'این تنظیم را فقط از نشستی که با ورود به پورتال باز شده است می‌توان تغییر داد',
  sessionEndedIp: 'نشست شما پایان یافت: این نشانی در فهرست سفید IP شما نیست',
  tokenIpRefused: 'این توکن API را نمی‌توان از نشانی {ip} به کار برد: این نشانی در فهرست سفید IP حساب نیست',
  fieldRequired: 'این فیلد الزامی است',
  fieldType: 'نوع مقدار باید {type} باشد',
  fieldMinLength: 'دست‌کم {limit} کاراکتر وارد کنید',
  fieldMaxLength: 'حداکثر {limit} کاراکتر مجاز است',
  fieldMinimum: 'مقدار باید دست‌کم {limit} باشد',
  fieldMaximum: 'مقدار باید حداکثر {limit} باشد',
  fieldFormat: 'قالب مقدار معتبر نیست',
  fieldEmail: 'نشانی ایمیل معتبر نیست',
  fieldEnum: 'مقدار باید یکی از این‌ها باشد: {values}',
  fieldUnknown: 'این فیلد پذیرفته نمی‌شود',
  fieldInvalid: 'مقدار معتبر نیست',
};

export type Lang = 'fa' | 'en';

/** fa when Accept-Language starts with fa (the portal's default); en otherwise. */
export function langFromHeader(header: string | undefined): Lang {
  return header?.trim().toLowerCase().startsWith('fa') ? 'fa' : 'en';
}

export type MessageParams = Record<string, string | number>;

/**
 * Declares a bilingual message table (same keys in both languages) and returns its lookup, which
 * fills {name} placeholders from params and leaves unknown ones as they are.
 */
export function messageTable<K extends string>(en: Record<K, string>, fa: Record<K, string>) {
  const catalogues: Record<Lang, Record<K, string>> = { en, fa };
  return (lang: Lang, key: K, params: MessageParams = {}): string =>
    catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}

export const translate = messageTable<MessageKey>(en, fa);
