import { messageTable } from '../http/messages';

/**
 * Messages of the financial calls and the stand-in bank gateway, in both languages (same keys;
 * the type enforces it). Kept beside the resource so the
 * shared catalogue (http/messages.ts) holds only what every area uses.
 */
const en = {
  couponApplied: 'The code was applied',
  couponGiftApplied: 'Gift code applied: {percent}% will be added to your top-up',
  couponDiscountApplied: 'Discount code applied: {percent}% off',
  couponInvalid: 'The code is not valid',
  couponPending:
    'This code is held by an earlier payment that was not finished. Remove it from that payment to use it again.',
  couponNotForAmount: 'This code does not apply to this amount',
  enterAmount: 'Enter the amount',
  enterValidAmount: 'Enter a valid amount',
  gatewayUnknown: 'Choose a bank gateway',
  reboundInvalid: 'The return address is not valid',
  verifyPriceMismatch: 'The payable amount has changed; please check it and pay again',
  paymentCreated: 'You are being redirected to the bank gateway',
  paymentReady: 'Redirecting to the bank',
  paymentNotFound: 'The payment was not found',
  paymentSettled: 'This payment has already been processed',
  invoiceNotFound: 'The invoice was not found',
  priceForbidden: 'You can only see your own price list',
  topUpDescription: 'Wallet top-up',
  topUpGiftDescription: 'Wallet top-up with gift code',
  topUpDiscountDescription: 'Wallet top-up with discount code',
  // the stand-in gateway page
  gatewayTitle: 'Sandbox bank gateway',
  gatewayNotice: 'This is a stand-in for the bank: no real money moves.',
  gatewayMerchant: 'Merchant',
  gatewayMerchantName: 'Cloud portal',
  gatewayAmount: 'Amount',
  gatewayRials: 'rials',
  gatewayReference: 'Reference',
  gatewayPay: 'Pay',
  gatewayCancel: 'Cancel',
  gatewayDone: 'This payment has already been processed.',
  gatewayBack: 'Back to the portal',
  gatewayMissing: 'The payment was not found.',
} as const;

export type FinancialMessageKey = keyof typeof en;

const fa: Record<FinancialMessageKey, string> = {
  couponApplied: 'کد با موفقیت اعمال شد',
  couponGiftApplied: 'کد هدیه اعمال شد: {percent}٪ به مبلغ افزایش موجودی اضافه می‌شود',
  couponDiscountApplied: 'کد تخفیف اعمال شد: {percent}٪ تخفیف',
  couponInvalid: 'کد وارد شده معتبر نیست',
  couponPending:
    'این کد در یک پرداخت ناتمام قبلی در انتظار است. برای استفاده دوباره، آن را از پرداخت قبلی حذف کنید.',
  couponNotForAmount: 'این کد برای این مبلغ قابل استفاده نیست',
  enterAmount: 'مبلغ را وارد کنید',
  enterValidAmount: 'مبلغ معتبر وارد کنید',
  gatewayUnknown: 'یک درگاه بانکی انتخاب کنید',
  reboundInvalid: 'نشانی بازگشت معتبر نیست',
  verifyPriceMismatch: 'مبلغ قابل پرداخت تغییر کرده است؛ لطفا آن را بررسی و دوباره پرداخت کنید',
  paymentCreated: 'در حال انتقال به درگاه بانک',
  paymentReady: 'در حال انتقال به بانک',
  paymentNotFound: 'پرداخت یافت نشد',
  paymentSettled: 'این پرداخت قبلا انجام شده است',
  invoiceNotFound: 'صورتحساب یافت نشد',
  priceForbidden: 'فقط فهرست قیمت خودتان را می‌توانید ببینید',
  topUpDescription: 'افزایش موجودی',
  topUpGiftDescription: 'افزایش موجودی با کد هدیه',
  topUpDiscountDescription: 'افزایش موجودی با کد تخفیف',
  gatewayTitle: 'درگاه بانکی آزمایشی',
  gatewayNotice: 'این صفحه جایگزین بانک است و پولی جابه‌جا نمی‌شود.',
  gatewayMerchant: 'پذیرنده',
  gatewayMerchantName: 'پرتال ابری',
  gatewayAmount: 'مبلغ',
  gatewayRials: 'ریال',
  gatewayReference: 'شماره پیگیری',
  gatewayPay: 'پرداخت',
  gatewayCancel: 'انصراف',
  gatewayDone: 'این پرداخت قبلا انجام شده است.',
  gatewayBack: 'بازگشت به پرتال',
  gatewayMissing: 'پرداخت یافت نشد.',
};

export const financialText = messageTable<FinancialMessageKey>(en, fa);
