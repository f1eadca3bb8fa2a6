import { HttpError, Reply } from '../http/envelope';
import { messageTable, type Lang, type MessageParams } from '../http/messages';
import type { Call } from '../http/router';

/**
 * The account area's server messages (profile, verification codes, password, second factor, IP
 * whitelist, sessions, API tokens, notification preferences), beside its resources so that the
 * areas built in parallel do not edit one shared table. The product's English texts verbatim where
 * it gives one ("The password is not valid", "Repeat password is not the same as password!!",
 * "The permissions list cannot be empty", "You are currently logged into the panel").
 */
const en = {
  fieldRequired: 'This field is required',
  legalFieldRequired: 'This field is required for legal accounts',
  nationalCodeInvalid: 'The national code is not valid',
  zipCodeInvalid: 'The postal code is not valid',
  nationalLegalIdInvalid: 'The national ID of the company is not valid',
  economicCodeInvalid: 'The economic code must be 11 or 12 digits',
  registrationNumberInvalid: 'The registration number must be up to 10 digits',
  mobileInvalid: 'The mobile number is not valid',
  mobileTaken: 'This mobile number is already registered',
  mobileSame: 'This is already your mobile number',
  emailInvalid: 'The e-mail address is not valid',
  emailTaken: 'This e-mail address is already registered',
  emailSame: 'This is already your e-mail address',
  codeSent: 'A code has been sent to {recipient}',
  codeWait: 'Please wait {seconds} seconds before asking for a new code',
  codeWrong: 'The code is not valid',
  codeExpired: 'The code has expired; ask for a new one',
  codeNone: 'Ask for a code first',
  phoneChanged: 'Your mobile number has been changed',
  emailChanged: 'Your e-mail address has been changed',
  passwordWrong: 'The password is not valid',
  passwordRules:
    'The password must be 8 to 256 characters with a capital letter, a small letter, a digit and a special character',
  passwordRepeat: 'Repeat password is not the same as password!!',
  passwordChanged: 'Your password has been changed; your other sessions have ended',
  otpAppStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  otpEnabled: 'Two-step verification is on',
  otpDisabled: 'Two-step verification is off',
  otpAlreadyOn: 'Turn off the current two-step verification first',
  otpNotOn: 'Two-step verification is not on',
  otpNoSetup: 'Start setting up the authenticator app first',
  otpEnableHow: 'Turn on two-step verification with an authenticator app, SMS or e-mail',
  otpLoginSms: 'Enter the code we sent to your mobile number',
  otpLoginEmail: 'Enter the code we sent to your e-mail address',
  ipEntryInvalid: '{entry} is not an IPv4 or IPv6 address or a CIDR range',
  ipTooMany: 'The whitelist may have at most {max} addresses',
  ipWhitelistEmpty: 'Add at least one address to the whitelist first',
  ipWhitelistInUse: 'Turn off login by whitelisted IPs before emptying the whitelist',
  loginIpRefused: 'Login from this IP address is not allowed',
  ipCurrentNotListed: 'Your current address {ip} is not in the list',
  sessionLimitReached: 'You are currently logged into the panel',
  sessionLimitInvalid: 'Enter a whole number from 1 to {max}, or leave it empty for no limit',
  sessionNotFound: 'The session does not exist',
  sessionEnded: 'The session has ended',
  tokenNotFound: 'The API token does not exist',
  tokenCreated: 'The API token has been created; copy it now, it is not shown again',
  tokenDeleted: 'The API token has been deleted',
  tokenNameTooLong: 'Must be at most {limit} characters',
  permissionsRequired: 'The permissions list cannot be empty',
  permissionUnknown: 'Choose the permissions from the list',
  permissionNotHeld: 'An API token can give only the permissions it has itself',
  tokenExpiryInvalid: 'Choose 30, 90 or 365 days, or no expiry',
  notificationUnknown: 'This event does not exist',
  settingsApplied: 'Settings successfully applied',
  otpTooManyWrong: 'Too many wrong codes; sign in again',
  tooManyAttemptsOne: 'Too many attempts; try again in {minutes} minute',
  tooManyAttempts: 'Too many attempts; try again in {minutes} minutes',
  smsCode: 'Your verification code: {code}',
  emailCode: 'Your verification code is {code}. It is valid for 5 minutes.',
} as const;

export type ProfileMessageKey = keyof typeof en;

const fa: Record<ProfileMessageKey, string> = {
  fieldRequired: 'این فیلد الزامی است',
  legalFieldRequired: 'این فیلد برای حساب‌های حقوقی الزامی است',
  nationalCodeInvalid: 'کد ملی معتبر نیست',
  zipCodeInvalid: 'کد پستی معتبر نیست',
  nationalLegalIdInvalid: 'شناسه ملی شرکت معتبر نیست',
  economicCodeInvalid: 'کد اقتصادی باید 11 یا 12 رقم باشد',
  registrationNumberInvalid: 'شماره ثبت باید حداکثر 10 رقم باشد',
  mobileInvalid: 'شماره موبایل معتبر نیست',
  mobileTaken: 'این شماره موبایل قبلا ثبت شده است',
  mobileSame: 'این شماره همین حالا شماره موبایل شماست',
  emailInvalid: 'نشانی ایمیل معتبر نیست',
  emailTaken: 'این نشانی ایمیل قبلا ثبت شده است',
  emailSame: 'این نشانی همین حالا ایمیل شماست',
  codeSent: 'کد به {recipient} ارسال شد',
  codeWait: 'لطفا {seconds} ثانیه صبر کنید و سپس کد تازه بخواهید',
  codeWrong: 'کد وارد شده معتبر نیست',
  codeExpired: 'کد منقضی شده است؛ کد تازه بخواهید',
  codeNone: 'ابتدا درخواست ارسال کد بدهید',
  phoneChanged: 'شماره موبایل شما تغییر کرد',
  emailChanged: 'نشانی ایمیل شما تغییر کرد',
  passwordWrong: 'رمز عبور معتبر نیست',
  passwordRules: 'رمز عبور باید 8 تا 256 کاراکتر و شامل حرف بزرگ، حرف کوچک، عدد و نویسه خاص باشد',
  passwordRepeat: 'تکرار رمز عبور با رمز عبور یکسان نیست!!',
  passwordChanged: 'رمز عبور شما تغییر کرد و نشست‌های دیگرتان پایان یافت',
  otpAppStarted: 'کد QR را با برنامه احراز هویت اسکن کنید و کدی را که نشان می‌دهد وارد کنید',
  otpEnabled: 'ورود دومرحله‌ای فعال شد',
  otpDisabled: 'ورود دومرحله‌ای غیرفعال شد',
  otpAlreadyOn: 'ابتدا ورود دومرحله‌ای فعلی را غیرفعال کنید',
  otpNotOn: 'ورود دومرحله‌ای فعال نیست',
  otpNoSetup: 'ابتدا راه‌اندازی برنامه احراز هویت را شروع کنید',
  otpEnableHow: 'ورود دومرحله‌ای را با برنامه احراز هویت، پیامک یا ایمیل فعال کنید',
  otpLoginSms: 'کدی را که به شماره موبایل شما فرستادیم وارد کنید',
  otpLoginEmail: 'کدی را که به ایمیل شما فرستادیم وارد کنید',
  ipEntryInvalid: '{entry} یک نشانی IPv4 یا IPv6 یا محدوده CIDR نیست',
  ipTooMany: 'فهرست سفید حداکثر {max} نشانی می‌تواند داشته باشد',
  ipWhitelistEmpty: 'ابتدا دست‌کم یک نشانی به فهرست سفید اضافه کنید',
  ipWhitelistInUse: 'پیش از خالی کردن فهرست سفید، ورود فقط از IPهای مجاز را غیرفعال کنید',
  loginIpRefused: 'ورود از این نشانی IP مجاز نیست',
  ipCurrentNotListed: 'نشانی کنونی شما {ip} در فهرست نیست',
  sessionLimitReached: 'شما هم‌اکنون وارد پنل شده‌اید',
  sessionLimitInvalid: 'یک عدد صحیح از 1 تا {max} وارد کنید، یا برای بدون محدودیت خالی بگذارید',
  sessionNotFound: 'این نشست وجود ندارد',
  sessionEnded: 'نشست پایان یافت',
  tokenNotFound: 'این توکن API وجود ندارد',
  tokenCreated: 'توکن API ساخته شد؛ همین حالا آن را کپی کنید، دوباره نمایش داده نمی‌شود',
  tokenDeleted: 'توکن API حذف شد',
  tokenNameTooLong: 'حداکثر {limit} کاراکتر مجاز است',
  permissionsRequired: 'فهرست مجوزها نمی‌تواند خالی باشد',
  permissionUnknown: 'مجوزها را از فهرست انتخاب کنید',
  permissionNotHeld: 'یک توکن API فقط مجوزهایی را که خودش دارد می‌تواند بدهد',
  tokenExpiryInvalid: '30، 90 یا 365 روز یا بدون انقضا را انتخاب کنید',
  notificationUnknown: 'این رویداد وجود ندارد',
  settingsApplied: 'تنظیمات با موفقیت اعمال شد',
  otpTooManyWrong: 'کدهای نادرست بیش از حد وارد شد؛ دوباره وارد شوید',
  tooManyAttemptsOne: 'تلاش‌ها بیش از حد بوده است؛ {minutes} دقیقه دیگر دوباره تلاش کنید',
  tooManyAttempts: 'تلاش‌ها بیش از حد بوده است؛ {minutes} دقیقه دیگر دوباره تلاش کنید',
  smsCode: 'کد تأیید شما: {code}',
  emailCode: 'کد تأیید شما {code} است و 5 دقیقه اعتبار دارد.',
};

export const profileMessage = messageTable<ProfileMessageKey>(en, fa);

/** Both languages of one message (the outbox keeps each text in both). */
export function bothLanguages(key: ProfileMessageKey, params: MessageParams = {}): Record<Lang, string> {
  return { en: profileMessage('en', key, params), fa: profileMessage('fa', key, params) };
}

/** A failure with this area's message, and field messages from this area's table. */
export function profileFail(
  call: Call,
  status: number,
  key: ProfileMessageKey,
  fields?: Record<string, ProfileMessageKey>,
  params: MessageParams = {},
): HttpError {
  const translated = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([field, k]) => [field, [profileMessage(call.lang, k, params)]]),
      )
    : undefined;
  return new HttpError(status, profileMessage(call.lang, key, params), translated);
}

/** A success with this area's message. */
export function profileReply(
  call: Call,
  data: unknown,
  key: ProfileMessageKey,
  params: MessageParams = {},
): Reply {
  return new Reply(data, profileMessage(call.lang, key, params));
}

/**
 * Field errors found by a rule of `@portal/shared-sdk/rules` (message keys of this table): the first
 * one is the answer's message, each field gets its own.
 */
export function failOnFields(
  call: Call,
  errors: Record<string, ProfileMessageKey | undefined>,
  params: MessageParams = {},
): void {
  const fields = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, ProfileMessageKey] => e[1] !== undefined),
  );
  const first = Object.values(fields)[0];
  if (first) throw profileFail(call, 422, first, fields, params);
}
