// Which prerendered view index.html shows at the first paint, chosen before it by this external
// script (the CSP allows no inline script): classes on <html> that the page's prerendered styles
// read, and the locale's language and direction.
// - "fp-en": the locale kept under localStorage "portal.locale" (or `?locale=`) is English; Persian
//   is the default, and the page without this script shows the Persian login form.
// - "fp-app": signed in (a usable token under "portal.token", as the application reads it) or
//   /force-set-token: the login form is not shown.
// The application replaces the prerendered markup with its own on its first render.
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function parse(raw) {
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch (e) {
      return raw;
    }
  }
  var locale = null;
  var match = /[?&]locale=(fa|en)(&|$)/.exec(window.location.search);
  if (match) locale = match[1];
  else {
    var saved = parse(read('portal.locale'));
    if (saved === 'fa' || saved === 'en') locale = saved;
    else if (saved && (saved.locale === 'fa' || saved.locale === 'en')) locale = saved.locale;
  }
  if (locale === 'en') {
    root.classList.add('fp-en');
    root.lang = 'en';
    root.dir = 'ltr';
  }
  var token = parse(read('portal.token'));
  var signedIn = typeof token === 'string' && token.trim().length > 4;
  // signed out, every page but /force-set-token leads to the login form
  if (signedIn || window.location.pathname === '/force-set-token') root.classList.add('fp-app');
  var fonts = document.querySelector('meta[name="fp-fonts-' + (locale === 'en' ? 'en' : 'fa') + '"]');
  if (fonts && !root.classList.contains('fp-app')) {
    var list = fonts.getAttribute('content').split(' ');
    for (var i = 0; i < list.length; i += 1) {
      if (!list[i]) continue;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = list[i];
      document.head.appendChild(link);
    }
  }
})();
