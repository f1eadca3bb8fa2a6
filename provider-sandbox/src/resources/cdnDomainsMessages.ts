import { messageTable } from '../http/messages';

/**
 * The messages of the CDN domain and plan calls, beside the resource (the areas built in parallel
 * do not edit one shared table). The product's texts verbatim where it gives one ("Domain exists!",
 * "no domain exists", "The entered phrase is incorrect").
 */
const en = {
  domainNotFound: 'no domain exists',
  domainRequired: 'Enter a domain name',
  domainInvalid: 'The domain name is not valid',
  domainExists: 'Domain exists!',
  domainAdded: 'The domain {domain} has been added; point it to our nameservers to activate it',
  domainDeleted: 'The domain {domain} has been deleted',
  phraseWrong: 'The entered phrase is incorrect',
  codeWrong: 'The code is not valid',
  codeExpired: 'The code has expired; ask for a new one',
  codeMissing: 'Ask for a confirmation code first',
  codeSent: 'A confirmation code was sent to {recipient}',
  codeWait: 'Please wait {seconds} seconds before asking for another code',
  codeText: 'Your code to delete the domain {domain} from the CDN: {code}',
  planNotFound: 'The selected plan does not exist',
  planSame: 'This is already the plan of this domain',
  planFreeFirst: 'A new domain starts on the free plan; choose another plan once it is added',
  planDowngradeTooSoon:
    'A plan can be downgraded only 15 days after it was bought; this domain can be downgraded from {date}',
  planChanged: 'The plan of {domain} is now {plan}',
  planTransaction: 'CDN plan {plan} for {domain}, to the end of the month',
} as const;

export type CdnDomainsMessageKey = keyof typeof en;

const fa: Record<CdnDomainsMessageKey, string> = {
  domainNotFound: 'دامنه‌ای وجود ندارد',
  domainRequired: 'نام دامنه را وارد کنید',
  domainInvalid: 'نام دامنه معتبر نیست',
  domainExists: 'دامنه وجود دارد!',
  domainAdded: 'دامنه {domain} اضافه شد؛ برای فعال شدن، نیم‌سرورهای آن را به نیم‌سرورهای ما تغییر دهید',
  domainDeleted: 'دامنه {domain} حذف شد',
  phraseWrong: 'عبارت وارد شده صحیح نیست',
  codeWrong: 'کد وارد شده معتبر نیست',
  codeExpired: 'کد منقضی شده است؛ کد تازه‌ای درخواست کنید',
  codeMissing: 'ابتدا کد تایید را درخواست کنید',
  codeSent: 'کد تایید به {recipient} فرستاده شد',
  codeWait: 'لطفا {seconds} ثانیه صبر کنید و سپس کد تازه درخواست کنید',
  codeText: 'کد حذف دامنه {domain} از CDN: {code}',
  planNotFound: 'پلن انتخاب‌شده وجود ندارد',
  planSame: 'این پلن هم‌اکنون پلن این دامنه است',
  planFreeFirst: 'دامنهٔ تازه با پلن رایگان شروع می‌شود؛ پس از افزودن، پلن دیگری انتخاب کنید',
  planDowngradeTooSoon:
    'پلن را تنها 15 روز پس از خرید می‌توان به پلن ارزان‌تر تغییر داد؛ این دامنه از {date} می‌تواند پلن ارزان‌تر بگیرد',
  planChanged: 'پلن {domain} اکنون {plan} است',
  planTransaction: 'پلن CDN {plan} برای {domain} تا پایان ماه',
};

export const cdnDomainsMessage = messageTable<CdnDomainsMessageKey>(en, fa);
