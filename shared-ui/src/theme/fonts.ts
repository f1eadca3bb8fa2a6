// Self-hosted fonts (no CDN, nothing fetched from another origin at run time), subset to the
// scripts the portal writes: Vazirmatn's Arabic-script and Latin files for Persian (its Latin for
// domains and codes inside Persian text), Inter's Latin for English, which sits well beside
// Vazirmatn (similar x-height and open forms). unicode-range in each file means the browser
// fetches only what a page uses; three weights cover body, medium and bold.
import '@fontsource/vazirmatn/arabic-400.css';
import '@fontsource/vazirmatn/arabic-500.css';
import '@fontsource/vazirmatn/arabic-700.css';
import '@fontsource/vazirmatn/latin-400.css';
import '@fontsource/vazirmatn/latin-500.css';
import '@fontsource/vazirmatn/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';

/** Persian first: Vazirmatn, then system fonts for anything it lacks. */
export const FA_FONT_STACK = "Vazirmatn, Tahoma, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** English: Inter; Vazirmatn for Persian names in data; system fonts last. */
export const EN_FONT_STACK =
  "Inter, Vazirmatn, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
