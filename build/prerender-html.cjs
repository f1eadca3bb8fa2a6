// The text work of the login prerender (build/prerender-login.mjs), kept pure for its tests.

/** The attributes that hold ids or lists of ids. */
const ID_REFERENCES = [
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
];

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The captured form made inert until the script takes over: its fields lose their names, so
 * submitting it before the script has arrived sends nothing (never a password in an address).
 */
function stripPrerenderedForm(html) {
  return html.replace(/<input\b[^>]*>/g, (tag) => tag.replace(/\sname="[^"]*"/g, ''));
}

/**
 * Every id of one locale's markup suffixed with the locale, references included, so the two
 * locales' copies in one page never share an id (a label of one must not focus the other's field).
 */
function prerenderedIds(html, locale) {
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]));
  const rename = (value) =>
    value
      .split(' ')
      .map((token) => (ids.has(token) ? `${token}-fp-${locale}` : token))
      .join(' ');
  const attributes = new RegExp(`\\s(id|${ID_REFERENCES.map(escapeRegExp).join('|')})="([^"]*)"`, 'g');
  return html.replace(attributes, (_whole, name, value) => ` ${name}="${rename(value)}"`);
}

/**
 * The rules that show one view: the Persian login form unless first-paint.js chose otherwise; the
 * signed-in frame on the signed-in `/` ("fp-home", the dashboard's placeholders) and on every other
 * signed-in page ("fp-area", a page's placeholders), in the stored locale.
 */
const VIEW_RULES = [
  '.fp-view{display:none}',
  'html:not(.fp-app):not(.fp-en) #fp-login-fa{display:block}',
  'html.fp-en:not(.fp-app) #fp-login-en{display:block}',
  'html.fp-app.fp-home:not(.fp-en) #fp-home-fa{display:block}',
  'html.fp-app.fp-home.fp-en #fp-home-en{display:block}',
  'html.fp-app.fp-area:not(.fp-en) #fp-home-fa{display:block}',
  'html.fp-app.fp-area.fp-en #fp-home-en{display:block}',
  'html:not(.fp-home) .fp-frame-home{display:none}',
  'html:not(.fp-area) .fp-frame-area{display:none}',
];

const escapeHtml = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The signed-in dashboard's frame at the sizes of the application's own layout (MainLayout, Header,
 * DashboardPage): a header of 56 px, the side navigation of 240 px from 768 px wide, the main
 * column padded 24 px (12 px on a phone), the title, two rows of shortcut placeholders of 64 px
 * (four columns from 768 px, two below), the promo slide's box of 208 px (176 px below 768 px) and
 * the cards' placeholders (from 992 px two columns of three and one); on another page (an area's),
 * the same header and navigation with a heading's and a panel's placeholders in the main column.
 * Colours are the theme's own variables, so the dark mode applies.
 */
const FRAME_RULES = [
  '.fp-frame{display:flex;flex-direction:column;min-height:100vh;font-family:var(--chakra-fonts-body);color:var(--chakra-colors-fg);background:var(--chakra-colors-bg)}',
  '.fp-frame-header{display:flex;align-items:center;gap:8px;height:56px;box-sizing:border-box;padding-inline:8px;border-bottom:1px solid var(--chakra-colors-border);position:sticky;top:0}',
  '.fp-frame-product{font-weight:700;font-size:16px;color:var(--chakra-colors-brand-fg);margin-inline-end:8px;white-space:nowrap}',
  '.fp-frame-grow{flex:1}',
  '.fp-frame-balance{font-size:14px;display:inline-flex;gap:4px;align-items:baseline;white-space:nowrap}',
  '.fp-frame-muted{color:var(--chakra-colors-fg-muted)}',
  '.fp-frame-small{font-size:12px}',
  '.fp-frame-figure{font-weight:500}',
  '.fp-frame-user{font-size:14px;font-weight:500;color:var(--chakra-colors-brand-fg);white-space:nowrap}',
  '.fp-frame-body{display:flex;flex:1;align-items:stretch}',
  '.fp-frame-nav{display:none;width:240px;flex-shrink:0;box-sizing:border-box;border-inline-end:1px solid var(--chakra-colors-border);padding:8px}',
  '.fp-frame-main{flex:1;min-width:0;padding:12px;display:flex;flex-direction:column;gap:24px}',
  '.fp-frame-title{margin:0;font-size:20px;line-height:30px;font-weight:600;font-family:var(--chakra-fonts-heading)}',
  '.fp-frame-tiles{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:0;padding:0;list-style:none}',
  '.fp-frame-bone{background:var(--chakra-colors-bg-muted);border-radius:var(--chakra-radii-l3,8px)}',
  '.fp-frame-tile{min-height:64px}',
  '.fp-frame-navitem{height:40px;margin-bottom:2px}',
  '.fp-frame-slide{position:relative;height:176px;border-radius:var(--chakra-radii-l3,8px);overflow:hidden;background:var(--chakra-colors-brand-subtle)}',
  '.fp-frame-slide img{position:absolute;top:16px;bottom:16px;inset-inline-end:16px;height:calc(100% - 32px);max-width:calc((100% - 32px) * 0.4);object-fit:contain;display:none}',
  '.fp-frame-cards{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}',
  '.fp-frame-card{height:290px}',
  '.fp-frame-heading{height:30px;width:min(240px,60%)}',
  '.fp-frame-panel{height:360px}',
  // an area's first screen painted by first-paint.js from the page's first answer (its remote's
  // `paint` description), at the sizes of the remotes' pages: title 20 px, sub-navigation links
  // 16 px, tabs, labels, fields and table cells 14 px, help 12 px, fields 40 px high, rows 38 px
  '.fp-p{display:flex;flex-direction:column;gap:24px;min-width:0}',
  '.fp-p-title{margin:0;font-size:20px;line-height:30px;font-weight:600;font-family:var(--chakra-fonts-heading)}',
  '.fp-p-nav,.fp-p-tabs{display:flex;margin:0;padding:0;list-style:none;overflow:hidden;border-bottom:1px solid var(--chakra-colors-border)}',
  '.fp-p-nav{gap:4px}',
  '.fp-p-nav>li{padding:8px 12px;font-size:16px;line-height:24px;white-space:nowrap;color:var(--chakra-colors-fg-muted)}',
  '.fp-p-tabs{flex:1;min-width:0}',
  '.fp-p-tabs>li{padding:10px 16px;font-size:14px;line-height:20px;font-weight:500;white-space:nowrap;color:var(--chakra-colors-fg-muted)}',
  '.fp-p-nav>.fp-p-current,.fp-p-tabs>.fp-p-current{font-weight:500;color:var(--chakra-colors-fg);box-shadow:inset 0 -2px 0 var(--chakra-colors-brand-solid)}',
  // the blocks of a section 12 px apart; a bar after the first starts a section (24 px)
  '.fp-p-body{display:flex;flex-direction:column;gap:12px}',
  '.fp-p-body>.fp-p-bar:not(:first-child){margin-top:12px}',
  '.fp-p-bar{display:flex;align-items:center;gap:12px;min-height:40px}',
  '.fp-p-heading{margin:0;flex:1;font-size:16px;line-height:24px;font-weight:600}',
  '.fp-p-action{width:112px;height:40px;flex-shrink:0}',
  '.fp-p-bones{display:flex;flex-wrap:wrap;gap:12px}',
  '.fp-p-bone{flex:1 1 80px}',
  '.fp-p-filters{display:flex;flex-direction:column;gap:12px}',
  '.fp-p-filter{display:flex;flex-direction:column;gap:6px;min-width:0}',
  '.fp-p-label{font-size:14px;line-height:20px;font-weight:500}',
  '.fp-p-input{height:40px;box-sizing:border-box;display:flex;align-items:center;padding-inline:12px;border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-l2,4px);font-size:14px;line-height:20px;white-space:nowrap;overflow:hidden}',
  'input.fp-p-input{width:100%;margin:0;font:inherit;font-size:14px;color:inherit;background:transparent;outline:none;text-align:start}',
  'input.fp-p-input::placeholder{color:var(--chakra-colors-fg-muted);opacity:1}',
  '.fp-p-table{overflow-x:auto}',
  '.fp-p-table table{width:100%;border-collapse:collapse;font-size:14px;line-height:20px}',
  '.fp-p-table th{font-weight:500;text-align:start;padding:8px;white-space:nowrap;border-bottom:1px solid var(--chakra-colors-border)}',
  '.fp-p-table td{padding:8px;height:38px;box-sizing:border-box;white-space:nowrap;border-bottom:1px solid var(--chakra-colors-border)}',
  '.fp-p-strong{font-weight:500}',
  '.fp-p-cell{height:14px;width:70%;min-width:24px}',
  '.fp-p-footer{padding-top:12px;font-size:14px;line-height:21px}',
  '.fp-p-form{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;max-width:500px}',
  '.fp-p-form-2{max-width:896px}',
  '.fp-p-field{display:flex;flex-direction:column;gap:6px;min-width:0}',
  '.fp-p-help{font-size:12px;line-height:16px;color:var(--chakra-colors-fg-muted)}',
  '@media (max-width:767px){.fp-p-table .fp-p-md{display:none}}',
  '@media (max-width:991px){.fp-p-table .fp-p-lg{display:none}}',
  '@media (min-width:768px){.fp-p-filters{flex-direction:row;align-items:flex-end}.fp-p-form-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (max-width:767px){.fp-p-filter{width:auto!important}.fp-p-action{width:40px}}',
  '@media (min-width:640px){.fp-frame-slide img{display:block}}',
  '@media (min-width:768px){.fp-frame-header{padding-inline:16px}.fp-frame-product{font-size:18px}.fp-frame-nav{display:block}.fp-frame-main{padding:24px}.fp-frame-tiles{grid-template-columns:repeat(4,minmax(0,1fr))}.fp-frame-slide{height:208px}.fp-frame-slide img{top:24px;bottom:24px;inset-inline-end:24px;height:calc(100% - 48px);max-width:calc((100% - 48px) * 0.4)}}',
  '@media (min-width:992px){.fp-frame-cards{grid-template-columns:repeat(3,minmax(0,1fr))}.fp-frame-cards>:first-child{grid-column:span 2}}',
];

/**
 * One locale's signed-in frame (markup only, hidden from assistive technology: the application's
 * page replaces it), with the dashboard's main column and another page's (the classes on <html> show one). `text`: the locale's messages of the shell. first-paint.js fills the balance
 * ([data-fp-balance]) and the first slide's image ([data-fp-slide]) as their answers arrive.
 */
function dashboardFrame(text) {
  const t = (id) => {
    if (typeof text[id] !== 'string') throw new Error(`the shell's messages have no ${id}`);
    return escapeHtml(text[id]);
  };
  const bones = (count, cls, tag = 'div') =>
    Array.from({ length: count }, () => `<${tag} class="fp-frame-bone ${cls}"></${tag}>`).join('');
  return [
    '<div class="fp-frame" aria-hidden="true">',
    '<div class="fp-frame-header">',
    `<span class="fp-frame-product">${t('shell.productName')}</span>`,
    '<span class="fp-frame-grow"></span>',
    `<span class="fp-frame-balance"><span class="fp-frame-muted">${t('shell.header.balance')}</span><span class="fp-frame-figure" dir="ltr" data-fp-balance></span><span class="fp-frame-muted fp-frame-small">${t('shell.header.rial')}</span></span>`,
    `<span class="fp-frame-user">${t('shell.menu.user')}</span>`,
    '</div>',
    '<div class="fp-frame-body">',
    `<div class="fp-frame-nav">${bones(6, 'fp-frame-navitem')}</div>`,
    '<div class="fp-frame-main fp-frame-home">',
    `<h1 class="fp-frame-title">${t('shell.title.dashboard')}</h1>`,
    `<ul class="fp-frame-tiles">${bones(8, 'fp-frame-tile', 'li')}</ul>`,
    '<div class="fp-frame-slide" data-fp-slide></div>',
    `<div class="fp-frame-cards">${bones(2, 'fp-frame-card')}</div>`,
    '</div>',
    `<div class="fp-frame-main fp-frame-area">${bones(1, 'fp-frame-heading')}${bones(1, 'fp-frame-panel')}</div>`,
    '</div>',
    '</div>',
  ].join('');
}

/** Each CSS rule once, in the order first seen. */
function mergeRules(lists) {
  return [...new Set(lists.flat())];
}

/**
 * A page with the prerendered views: their styles and each locale's fonts (for first-paint.js to
 * preload) in <head> before the first script, the views inside #root.
 * `views`: the login form of each locale (login.html), [{ locale, dir, html, css: [rule], fonts: [path] }];
 * `frames`: the signed-in dashboard's frame of each locale (index.html), [{ locale, dir, html, css?, fonts? }]
 * (dashboardFrame, with FRAME_RULES; `css` the shell's own styles its colours and fonts come from,
 * `fonts` the files it paints with).
 */
function insertPrerendered(template, views, frames = []) {
  // html-webpack-plugin minifies a production page: attribute quotes may be gone
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  const firstScript = template.indexOf('<script');
  if (firstScript < 0 || firstScript > template.indexOf('</head>'))
    throw new Error('index.html has no script in <head> to put the styles before');
  const css = mergeRules([
    ...views.map((v) => v.css),
    ...frames.map((f) => f.css ?? []),
    frames.length ? FRAME_RULES : [],
    VIEW_RULES,
  ])
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  // one list of fonts a locale, whichever views of it there are
  const fonts = new Map();
  for (const view of [...views, ...frames])
    fonts.set(view.locale, [...(fonts.get(view.locale) ?? []), ...(view.fonts ?? [])]);
  const head = [
    ...[...fonts]
      .filter(([, list]) => list.length)
      .map(
        ([locale, list]) => `<meta name="fp-fonts-${locale}" content="${[...new Set(list)].join(' ')}" />`,
      ),
    `<style id="fp-style">${css}</style>`,
  ].join('\n    ');
  const body = [
    ...views.map(
      (v) =>
        `<div class="fp-view" id="fp-login-${v.locale}" lang="${v.locale}" dir="${v.dir}">${v.html}</div>`,
    ),
    ...frames.map(
      (f) =>
        `<div class="fp-view" id="fp-home-${f.locale}" lang="${f.locale}" dir="${f.dir}">${f.html}</div>`,
    ),
  ].join('');
  return `${template.slice(0, firstScript)}${head}\n    ${template.slice(firstScript)}`.replace(
    root,
    () => `<div id="root">${body}</div>`,
  );
}

module.exports = {
  stripPrerenderedForm,
  prerenderedIds,
  VIEW_RULES,
  FRAME_RULES,
  mergeRules,
  dashboardFrame,
  insertPrerendered,
};
