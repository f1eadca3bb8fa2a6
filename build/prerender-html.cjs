// The text work of the login prerender (build/prerender-login.mjs), kept pure for its tests.

/** The attributes that hold ids or lists of ids. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant'];

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

/** The rules that show one view: the Persian login form unless first-paint.js chose otherwise. */
const VIEW_RULES = [
  '.fp-view{display:none}',
  'html:not(.fp-app):not(.fp-en) #fp-login-fa{display:block}',
  'html.fp-en:not(.fp-app) #fp-login-en{display:block}',
];

/** Each CSS rule once, in the order first seen. */
function mergeRules(lists) {
  return [...new Set(lists.flat())];
}

/**
 * index.html with the prerendered views: their styles and each locale's fonts (for
 * first-paint.js to preload) in <head> before the first script, the views inside #root.
 * `views`: [{ locale, dir, html, css: [rule], fonts: [path] }].
 */
function insertPrerendered(template, views) {
  // html-webpack-plugin minifies a production page: attribute quotes may be gone
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  const firstScript = template.indexOf('<script');
  if (firstScript < 0 || firstScript > template.indexOf('</head>')) throw new Error('index.html has no script in <head> to put the styles before');
  const css = mergeRules([...views.map((v) => v.css), VIEW_RULES]).join('\n').replace(/<\/style/gi, '<\\/style');
  const head = [
    ...views.map((v) => `<meta name="fp-fonts-${v.locale}" content="${[...new Set(v.fonts)].join(' ')}" />`),
    `<style id="fp-style">${css}</style>`,
  ].join('\n    ');
  const body = views.map((v) => `<div class="fp-view" id="fp-login-${v.locale}" lang="${v.locale}" dir="${v.dir}">${v.html}</div>`).join('');
  return `${template.slice(0, firstScript)}${head}\n    ${template.slice(firstScript)}`.replace(root, () => `<div id="root">${body}</div>`);
}

module.exports = { stripPrerenderedForm, prerenderedIds, VIEW_RULES, mergeRules, insertPrerendered };
