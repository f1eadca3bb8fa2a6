// Self-hosted Vazirmatn (no CDN). unicode-range in each file means the browser fetches only the
// Arabic-script or Latin subset a page actually uses; three weights cover body, medium and bold.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';

/** Persian first: Vazirmatn, then system fonts for anything it lacks. */
export const FA_FONT_STACK = "Vazirmatn, Tahoma, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** English: the platform's own UI font; Vazirmatn only as a fallback for Persian names in data. */
export const EN_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, Vazirmatn, sans-serif";
