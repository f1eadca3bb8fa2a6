// persian-date ships no types; this covers the small part the SDK uses.
declare module 'persian-date' {
  interface PersianDateInstance {
    toCalendar(calendar: 'persian' | 'gregorian'): PersianDateInstance;
    toLocale(locale: 'fa' | 'en'): PersianDateInstance;
    format(pattern?: string): string;
    valueOf(): number;
  }
  interface PersianDateConstructor {
    new (input?: number | Date | number[]): PersianDateInstance;
  }
  const persianDate: PersianDateConstructor;
  export default persianDate;
}
