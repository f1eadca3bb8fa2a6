import { messageTable } from '../http/messages';

/**
 * The support area's server messages. They live beside the resource (not in http/messages.ts)
 * so the areas built in parallel do not edit one shared table. The error catalogue's English word for word where it gives one.
 */
const en = {
  ticketNotFound: 'Ticket does not exist!',
  fileNotFound: 'The file does not exist',
  replyNotFound: 'The reply does not exist',
  ticketCreated: 'Your ticket has been sent; our team will answer it soon',
  replySent: 'Your reply has been sent',
  ticketClosed: 'The ticket has been closed',
  ticketOpened: 'The ticket has been reopened',
  ticketIsClosed: 'This ticket is closed; reopen it to continue',
  rated: 'Thank you for rating this answer',
  onlyStaffRated: 'Only answers from our team can be rated',
  fileRequired: 'Choose a file to upload',
  fileType: 'This file type is not allowed (jpg, gif, jpeg, png, bmp, txt, zip, doc, docx, pdf)',
  fileTooBig: 'The file is larger than {limit} MB',
  fileUploaded: 'The file has been uploaded',
  filesInvalid: 'One or more attached files are not valid',
  resourceInvalid: 'The selected service does not exist',
  planNotFound: 'The selected plan does not exist',
  planUpgraded: 'Your support plan has been changed',
  planDowngraded: 'Your support plan will change on the first day of next month',
  planSame: 'This is already your support plan',
  staffName: 'Support team',
  autoAnswer:
    'Hello, thank you for your message. Our {department} team has checked your request and applied the fix on our side. Please check again and let us know if anything is still wrong.',
} as const;

export type SupportMessageKey = keyof typeof en;

const fa: Record<SupportMessageKey, string> = {
  ticketNotFound: 'تیکت وجود ندارد!',
  fileNotFound: 'فایل وجود ندارد',
  replyNotFound: 'پاسخ وجود ندارد',
  ticketCreated: 'تیکت شما ارسال شد؛ همکاران ما به‌زودی پاسخ می‌دهند',
  replySent: 'پاسخ شما ارسال شد',
  ticketClosed: 'تیکت بسته شد',
  ticketOpened: 'تیکت دوباره باز شد',
  ticketIsClosed: 'این تیکت بسته است؛ برای ادامه آن را دوباره باز کنید',
  rated: 'از امتیاز شما به این پاسخ سپاسگزاریم',
  onlyStaffRated: 'فقط پاسخ‌های همکاران ما امتیازدادنی است',
  fileRequired: 'یک فایل برای بارگذاری انتخاب کنید',
  fileType: 'این نوع فایل مجاز نیست (jpg, gif, jpeg, png, bmp, txt, zip, doc, docx, pdf)',
  fileTooBig: 'حجم فایل بیش از {limit} مگابایت است',
  fileUploaded: 'فایل بارگذاری شد',
  filesInvalid: 'یک یا چند فایل پیوست معتبر نیست',
  resourceInvalid: 'سرویس انتخاب‌شده وجود ندارد',
  planNotFound: 'بسته انتخاب‌شده وجود ندارد',
  planUpgraded: 'بسته پشتیبانی شما تغییر کرد',
  planDowngraded: 'بسته پشتیبانی شما از ابتدای ماه آینده تغییر می‌کند',
  planSame: 'این بسته هم‌اکنون بسته پشتیبانی شماست',
  staffName: 'پشتیبانی',
  autoAnswer:
    'سلام، از پیام شما سپاسگزاریم. همکاران ما در واحد {department} درخواست شما را بررسی و مشکل را از سمت ما برطرف کردند. لطفا دوباره بررسی کنید و اگر مشکلی باقی است به ما اطلاع دهید.',
};

export const supportMessage = messageTable<SupportMessageKey>(en, fa);
