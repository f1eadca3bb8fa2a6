// persian-date ships no types; this covers the small part the SDK uses.
declare module 'persian-date' {
  interface PersianDateInstance {
    toCalendar(calendar: 'persian' | 'gregorian'): PersianDateInstance;
    toLocale(locale: 'fa' | 'en'): PersianDateInstance;
    format(pattern?: string): string;
    valueOf(): number;
    year(): number;
    /** 1–12 */
    month(): number;
    /** the day of the week, Saturday 1 */
    day(): number;
    daysInMonth(): number;
  }
  interface PersianDateConstructor {
    new (input?: number | Date | number[]): PersianDateInstance;
  }
  const persianDate: PersianDateConstructor;
  export default persianDate;
}
