// Which prerendered view index.html shows at the first paint, chosen before it by this external
// script (the CSP allows no inline script): classes on <html> that the page's prerendered styles
// read, and the locale's language and direction. A sign-in link's token leaves the address first.
// - "fp-en": the locale kept under localStorage "portal.locale" (or `?locale=`) is English; Persian
//   is the default, and the page without this script shows the Persian login form.
// - "fp-app": signed in (a usable token under "portal.token", as the application reads it) or
//   /force-set-token: the login form is not shown.
// - "fp-home": signed in on the dashboard `/`: the prerendered frame of the dashboard (header, side
//   navigation, the page's placeholders) shows instead, with the Vazirmatn fonts preloaded; the
//   balance and the first slide's image are painted into it as their answers arrive.
// - "fp-area": signed in on any other page (an area's): the same frame with a page's placeholders
//   in its main column, the balance painted into its header as its answer arrives.
// The application replaces the prerendered markup with its own on its first render.
// - /config.json is asked for here, on every page, rather than after the application's scripts:
//   the promise of its JSON is left in window.portalEarlyConfig, which the application's start
//   takes instead of asking again (shell/src/config/earlyConfig.ts).
// - The login form asks for its captcha here, a round trip after the page rather than after the
//   application's scripts: the image is the form's largest element, so it decides when the login
//   page counts as painted. The promise of the answer is left in window.portalEarlyCaptcha, which
//   the application takes as its first captcha (shell/src/login/earlyCaptcha.ts), never asking
//   for a second one (a captcha is single use).
// - A signed-in page asks here for its first calls (the profile and the balance; the slides on the
//   dashboard `/`), with the stored token, as the application would once its scripts have run: the
//   promises of their data are left in window.portalEarlyProfile, portalEarlyBalance and
//   portalEarlySlides, which the application's first calls take instead of asking again
//   (shell/src/session/startSignedInQueries.ts, through shell/src/config/earlyHandOver.ts).
// - A signed-in page asks here for the release manifest (config.json's manifestUrl, never from the
//   browser's cache, as the remote loader reads it): the promise of { url, json } is left in
//   window.portalEarlyManifest, which the loader's first read takes (shell/src/remotes/earlyManifest.ts).
// - On an area's page whose remote declares the page's first query (its stable version's
//   contributions `firstQueries` in that manifest), that query is asked for here, with the stored
//   token: the promise of { remote, api, queryKey, data } is left in window.portalEarlyFirstQuery,
//   which the shell hands to the area's mount when the version it loads declares the same query
//   (shell/src/remotes/earlyFirstQuery.ts); another version or page only wastes the request.
//   portal-server names that declaration and the API's origin in the page itself (<meta
//   name="fp-first-query"> and "fp-api-base"), so the query leaves at once instead of after
//   config.json and the manifest; without them (another server) both are read as above.
// - When that declaration describes the page's first screen (`paint`), the area's frame shows it:
//   the page's title, sub-navigation, headings, labels and the rows or fields of the answer, in the
//   page's locale, in the remote's slot (data-remote, data-module="./app", data-status="painted");
//   the shell keeps it on screen until the remote's own page has mounted in its place
//   (shell/src/remotes/paintedArea.ts). Only text is written (textContent), never markup.
(function () {
  var root = document.documentElement;
  // /force-set-token?token=…: the token leaves the address and the history entry before anything
  // else of the page is fetched, so no request names it as its Referer (the page is sent with
  // no-referrer, which Chromium does not apply to the fonts its style sheets ask for). The page takes
  // it from window.portalLinkToken (shell/src/auth/linkToken.ts).
  if (window.location.pathname === '/force-set-token' && /[?&]token=/.test(window.location.search)) {
    var linkParams = new URLSearchParams(window.location.search);
    window.portalLinkToken = linkParams.get('token');
    linkParams.delete('token');
    var rest = linkParams.toString();
    window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? '?' + rest : '') + window.location.hash);
  }
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
  // Ctrl+K / ⌘K on the painted frame, before the application has taken it over, is kept (the
  // browser's own Ctrl+K, its address-bar search, is held back) as window.portalEarlyPalette, and
  // the header's search field opens the command palette when it mounts; from then on its own
  // listener answers (it sets window.portalPaletteReady). The keys are isPaletteShortcut's: by the
  // physical key too, so a Persian layout opens it (shell/src/palette/earlyPalette.ts).
  if (signedIn) {
    window.addEventListener(
      'keydown',
      function (e) {
        if (window.portalPaletteReady) return;
        if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (String(e.key).toLowerCase() === 'k' || e.code === 'KeyK')) {
          e.preventDefault();
          window.portalEarlyPalette = true;
        }
      },
      true,
    );
  }
  var home = signedIn && window.location.pathname === '/';
  if (home) root.classList.add('fp-home');
  var area = signedIn && !home && window.location.pathname !== '/force-set-token';
  if (area) root.classList.add('fp-area');
  // signed out, only /login (the lean login app's page) paints the login form: the shell's page at
  // any other address goes on to it
  var loginForm = !root.classList.contains('fp-app') && window.location.pathname === '/login';
  var fonts = document.querySelector('meta[name="fp-fonts-' + (locale === 'en' ? 'en' : 'fa') + '"]');
  if (fonts && (loginForm || home || area)) {
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
  if (!window.fetch) return;
  // never cached by the browser, as the application reads it: a redeployed config applies at once
  var config = window.fetch('/config.json', { cache: 'no-store' }).then(function (res) {
    if (!res.ok) throw new Error('config /config.json: HTTP ' + res.status);
    return res.json();
  });
  config.catch(function () {
    return null; // handled by the application, which falls back to its defaults
  });
  window.portalEarlyConfig = config;
  /** The API's origin from config.json as the application reads it (its own origin without one). */
  var base = config
    .catch(function () {
      return {};
    })
    .then(function (settings) {
      return settings && typeof settings.apiBaseUrl === 'string' ? settings.apiBaseUrl.replace(/\/+$/, '') : '';
    });
  // The API's origin as the last visit's config.json gave it (kept under "portal.apiBase"): a repeat
  // visit's early calls start with it at once instead of a round trip later, and an answer counts
  // only if this visit's config.json names the same origin (else the call is made again with it).
  var lastBase = parse(read('portal.apiBase'));
  // Better still, the API's origin as the server that sent this page read it from the same
  // config.json (<meta name="fp-api-base">; none from another server): a first visit's calls start
  // at once too. It is checked against config.json all the same (a page kept by the service worker
  // names the origin of its day); only the painted first screen shows an answer before that.
  var namedBase = meta('fp-api-base');
  var guessedBase = namedBase !== null ? namedBase.replace(/\/+$/, '') : typeof lastBase === 'string' ? lastBase : null;
  base.then(function (fresh) {
    try {
      window.localStorage.setItem('portal.apiBase', JSON.stringify(fresh));
    } catch (e) {
      // storage disabled: every visit waits for config.json
    }
  });
  if (loginForm) earlyCaptcha(locale === 'en' ? 'en' : 'fa');
  else if (signedIn) earlySignedIn(token.trim(), locale === 'en' ? 'en' : 'fa');

  /**
   * A promise of the data of the API's answer to `request` (a function of the base), or null when
   * it failed, from the API's origin config.json names. `early`, when given, is told the answer of
   * the guessed origin as soon as it arrives, before config.json has confirmed it.
   */
  function answerData(request, early) {
    function ask(origin) {
      return Promise.resolve(origin)
        .then(request)
        .then(function (res) {
          return res.ok ? res.json() : null;
        })
        .then(function (body) {
          return body && body.success === true ? body.data : null;
        })
        .catch(function () {
          return null;
        });
    }
    if (guessedBase === null) return base.then(ask);
    var guessed = ask(guessedBase);
    if (early) guessed.then(early);
    return base.then(function (fresh) {
      return fresh === guessedBase ? guessed : ask(fresh);
    });
  }

  /** A signed-in page's first calls, with the stored token, each left for the application to take. */
  function earlySignedIn(bearer, language) {
    var headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + bearer };
    function get(path, early) {
      return answerData(function (base) {
        return window.fetch(base + '/api/v1' + path, { headers: headers });
      }, early);
    }
    window.portalEarlyManifest = earlyManifest();
    window.portalEarlyFirstQuery = earlyFirstQuery(window.portalEarlyManifest, get, language);
    window.portalEarlyProfile = get('/auth/profile');
    window.portalEarlyBalance = get('/financial/billing/balance');
    window.portalEarlyBalance.then(function (wallet) {
      return whenParsed().then(function () {
        showBalance(wallet, language);
      });
    });
    if (window.location.pathname !== '/') return;
    window.portalEarlySlides = get('/static/sliders');
    window.portalEarlySlides.then(function (slides) {
      return whenParsed().then(function () {
        showSlide(slides);
      });
    });
  }

  /** The release manifest at config.json's address (the shell's default without one), as { url, json }; null when unread. */
  function earlyManifest() {
    return config
      .catch(function () {
        return {};
      })
      .then(function (settings) {
        var url = new URL(settings && typeof settings.manifestUrl === 'string' ? settings.manifestUrl : '/remotes/manifest.json', window.location.href).href;
        return window
          .fetch(url, { cache: 'no-store' })
          .then(function (res) {
            return res.ok ? res.json() : null;
          })
          .then(function (json) {
            return { url: url, json: json };
          });
      })
      .catch(function () {
        return null;
      });
  }

  /**
   * The first query this page declares (a remote's `firstQueries` in its stable version's
   * contributions, in the release manifest: the page's static path → a GET of the API and the key
   * of the remote's query), asked for with `get`: a promise of { remote, api, queryKey, data }, or
   * null (no declaration, no answer).
   */
  function earlyFirstQuery(manifest, get, language) {
    var page = withoutTrailingSlash(window.location.pathname);
    var named = namedFirstQuery(page);
    var declared = named
      ? Promise.resolve(named)
      : manifest.then(function (early) {
          var remotes = early && early.json && early.json.remotes;
          if (!remotes || typeof remotes !== 'object') return null;
          for (var name in remotes) {
            var query = declaredFirstQuery(remotes[name], page);
            if (query) return { remote: name, query: query };
          }
          return null;
        });
    return declared
      .then(function (found) {
        if (!found) return null;
        var painted = found.query.paint ? whenParsed().then(function () {
          return paintArea(found.remote, found.query.paint, language);
        }) : Promise.resolve(null);
        // painted from the first answer to arrive; the one handed on waits for config.json's word
        var first = null;
        var firstArrived = new Promise(function (resolve) {
          first = resolve;
        });
        var answer = get(found.query.api, first).then(function (data) {
          first(data);
          return data === null || data === undefined ? null : { remote: found.remote, api: found.query.api, queryKey: found.query.queryKey, data: data };
        });
        Promise.all([painted, firstArrived])
          .then(function (both) {
            if (both[0]) both[0](both[1] === undefined ? null : both[1]);
          })
          .catch(function () {
            // a paint that failed leaves the area's usual loading state; the answer is handed on all the same
          });
        return answer;
      })
      .catch(function () {
        return null;
      });
  }

  /** The declaration portal-server named in the page for `page` (<meta name="fp-first-query">), as { remote, query }; null without one. */
  function namedFirstQuery(page) {
    var named = parse(meta('fp-first-query'));
    if (!named || typeof named !== 'object' || typeof named.remote !== 'string') return null;
    var query = declaredFirstQuery({ stable: { contributions: { firstQueries: [named.query] } } }, page);
    return query ? { remote: named.remote, query: query } : null;
  }

  /** The content of the page's <meta name="`name`">, or null. */
  function meta(name) {
    var element = document.querySelector('meta[name="' + name + '"]');
    return element ? element.getAttribute('content') : null;
  }

  /** The first query `entry`'s stable version declares for `page`, when well formed (an API path of static segments); else null. */
  function declaredFirstQuery(entry, page) {
    var contributions = entry && entry.stable && entry.stable.contributions;
    var queries = contributions && contributions.firstQueries;
    if (!Array.isArray(queries)) return null;
    for (var k = 0; k < queries.length; k += 1) {
      var query = queries[k];
      if (!query || typeof query.path !== 'string' || withoutTrailingSlash(query.path) !== page) continue;
      if (typeof query.api !== 'string' || !/^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/.test(query.api) || !Array.isArray(query.queryKey)) return null;
      return query;
    }
    return null;
  }

  function withoutTrailingSlash(path) {
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  }

  /**
   * Settles once the page's markup is all there: as soon as parsing ends ("interactive"), not at
   * DOMContentLoaded, which waits for the application's deferred script to arrive and run.
   */
  function whenParsed() {
    return new Promise(function (resolve) {
      if (document.readyState !== 'loading') return resolve();
      document.addEventListener('readystatechange', function parsed() {
        if (document.readyState === 'loading') return;
        document.removeEventListener('readystatechange', parsed);
        resolve();
      });
    });
  }

  /**
   * The first screen `paint` describes, in the area's frame of `language`, in `remote`'s slot: the
   * title, the sub-navigation (the first link current), then each block in order (a bar with a
   * heading or tabs and placeholders of its buttons, a row of placeholders, a row of filters, a
   * table of the answer's rows, a form of the answer's fields), at the sizes of the remote's page.
   * Returns the function that writes the answer's data into it (null data: the rows stay
   * placeholders, the remote's page says what went wrong). Nothing is painted when the frame is not
   * shown or the description is not understood.
   */
  function paintArea(remote, paint, language) {
    var column = document.querySelector('html.fp-area #fp-home-' + language + ' .fp-frame-area');
    if (!column || !paint || typeof paint !== 'object') return null;
    var text = function (value) {
      return value && typeof value[language] === 'string' ? value[language] : '';
    };
    var fills = [];
    var page = element('div', 'fp-p');
    page.setAttribute('data-remote', remote);
    page.setAttribute('data-module', './app');
    page.setAttribute('data-status', 'painted');
    page.appendChild(element('h1', 'fp-p-title', text(paint.title)));
    if (Array.isArray(paint.nav) && paint.nav.length) page.appendChild(tabs(paint.nav, 'fp-p-nav', text));
    var blocks = Array.isArray(paint.blocks) ? paint.blocks : [];
    var body = page.appendChild(element('div', 'fp-p-body'));
    for (var b = 0; b < blocks.length; b += 1) {
      var block = blocks[b] || {};
      if (block.bar) body.appendChild(bar(block.bar, text));
      else if (block.bones) body.appendChild(boneRow(block.bones));
      else if (Array.isArray(block.filters)) body.appendChild(filters(block.filters, text));
      else if (block.table) body.appendChild(table(block.table, text, fills));
      else if (block.form) body.appendChild(form(block.form, text, fills));
    }
    // shown once its fonts are in (laid out meanwhile, so they are asked for): text never paints
    // in a fallback font that changes its size and line breaks when the portal's font arrives
    page.style.visibility = 'hidden';
    column.replaceChildren(page);
    whenFontsReady(function () {
      page.style.visibility = '';
    });
    // for the shell, which keeps it on screen in the remote's slot until the remote has mounted
    window.portalPaintedArea = page;
    return function (data) {
      for (var f = 0; f < fills.length; f += 1) fills[f](data);
    };
  }

  /** Runs `show` once the fonts the page's text needs have loaded (at the latest after 3 s, the browser's own block period). */
  function whenFontsReady(show) {
    var shown = false;
    function once() {
      if (shown) return;
      shown = true;
      show();
    }
    if (!document.fonts || !document.fonts.ready) return once();
    // the layout that asks for the fonts happens at the next frame
    window.requestAnimationFrame(function () {
      document.fonts.ready.then(once, once);
    });
    window.setTimeout(once, 3000);
  }

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content) node.textContent = content;
    return node;
  }

  /** What the answer holds at a dotted path (`opened_list`, `0.display_name`); the answer itself for none. */
  function at(data, path) {
    var value = data;
    var parts = typeof path === 'string' && path ? path.split('.') : [];
    for (var i = 0; i < parts.length && value !== null && value !== undefined; i += 1) value = value[parts[i]];
    return value;
  }

  /** A value of the answer at a dotted path, as text: a string or a finite number, else null. */
  function valueAt(data, path) {
    var value = at(data, path);
    if (typeof value === 'number' && isFinite(value)) return String(value);
    return typeof value === 'string' && value ? value : null;
  }

  /** `value` in `parent`, isolated in the direction `dir` names (a domain or an address stays left to right in Persian). */
  function valueInto(parent, value, dir) {
    var isolated = parent.appendChild(element('bdi', '', value));
    if (dir === 'ltr') isolated.dir = 'ltr';
  }

  function tabs(labels, className, text) {
    var list = element('ul', className);
    for (var i = 0; i < labels.length && i < 12; i += 1) list.appendChild(element('li', i === 0 ? 'fp-p-current' : '', text(labels[i])));
    return list;
  }

  function bone(className) {
    return element('div', 'fp-frame-bone ' + className);
  }

  function bar(spec, text) {
    var row = element('div', 'fp-p-bar');
    if (Array.isArray(spec.tabs)) row.appendChild(tabs(spec.tabs, 'fp-p-tabs', text));
    else row.appendChild(element('h2', 'fp-p-heading', text(spec.heading)));
    for (var i = 0; i < Math.min(spec.actions || 0, 4); i += 1) row.appendChild(bone('fp-p-action'));
    return row;
  }

  function boneRow(spec) {
    var row = element('div', 'fp-p-bones');
    for (var i = 0; i < Math.min(spec.count || 1, 8); i += 1) {
      var placeholder = bone('fp-p-bone');
      placeholder.style.height = Math.min(Math.max(Number(spec.height) || 40, 8), 400) + 'px';
      if (spec.width) placeholder.style.width = Math.min(Math.max(Number(spec.width) || 0, 8), 600) + 'px';
      row.appendChild(placeholder);
    }
    return row;
  }

  /** A field's box: the placeholder (muted) or a fixed text, as the remote's input or select shows it. */
  function box(spec, text) {
    var field = element('div', 'fp-p-input');
    var shown = text(spec.text);
    if (shown) field.appendChild(element('span', '', shown));
    else if (text(spec.placeholder)) field.appendChild(element('span', 'fp-frame-muted', text(spec.placeholder)));
    return field;
  }

  function filters(list, text) {
    var row = element('div', 'fp-p-filters');
    for (var i = 0; i < list.length && i < 6; i += 1) {
      var spec = list[i] || {};
      var cell = element('div', 'fp-p-filter');
      if (spec.width) cell.style.width = Math.min(Math.max(Number(spec.width) || 0, 40), 600) + 'px';
      else cell.className += ' fp-frame-grow';
      if (text(spec.label)) cell.appendChild(element('div', 'fp-p-label', text(spec.label)));
      cell.appendChild(box(spec, text));
      row.appendChild(cell);
    }
    return row;
  }

  /** The table's head now; its rows (ten at most, the remote's first page) from the answer when it arrives. */
  function table(spec, text, fills) {
    var columns = Array.isArray(spec.columns) ? spec.columns.slice(0, 10) : [];
    var wrap = element('div');
    var grid = wrap.appendChild(element('div', 'fp-p-table')).appendChild(element('table'));
    var head = element('tr');
    // a column the remote's table shows from a width on (visibleFrom: md 768 px, lg 992 px)
    var widths = [];
    for (var w = 0; w < columns.length; w += 1) widths.push(columns[w] && (columns[w].visibleFrom === 'md' || columns[w].visibleFrom === 'lg') ? 'fp-p-' + columns[w].visibleFrom : '');
    for (var c = 0; c < columns.length; c += 1) head.appendChild(element('th', widths[c], text(columns[c] && columns[c].label)));
    grid.appendChild(element('thead')).appendChild(head);
    var body = grid.appendChild(element('tbody'));
    var placeholderRow = element('tr');
    for (var p = 0; p < columns.length; p += 1) placeholderRow.appendChild(element('td', widths[p])).appendChild(bone('fp-p-cell'));
    body.appendChild(placeholderRow);
    // below the clipped table: the text is a little taller than its line, and stays whole
    if (text(spec.footer)) wrap.appendChild(element('div', 'fp-p-footer', text(spec.footer)));
    fills.push(function (data) {
      var rows = data === null ? null : at(data, spec.rows);
      if (!Array.isArray(rows)) return;
      var painted = [];
      for (var r = 0; r < rows.length && r < 10; r += 1) {
        var row = element('tr');
        for (var k = 0; k < columns.length; k += 1) {
          var cell = row.appendChild(element('td', widths[k]));
          var value = columns[k] && columns[k].value ? valueAt(rows[r], columns[k].value) : null;
          if (value === null) cell.appendChild(bone('fp-p-cell'));
          else valueInto(columns[k].strong ? cell.appendChild(element('span', 'fp-p-strong')) : cell, value, columns[k].dir);
        }
        painted.push(row);
      }
      body.replaceChildren.apply(body, painted);
    });
    return wrap;
  }

  /** The form's labels, placeholders and help now; each field's value from the answer when it arrives. */
  function form(spec, text, fills) {
    var grid = element('div', spec.columns === 2 ? 'fp-p-form fp-p-form-2' : 'fp-p-form');
    var fields = Array.isArray(spec.fields) ? spec.fields.slice(0, 16) : [];
    for (var i = 0; i < fields.length; i += 1) {
      var field = fields[i] || {};
      var cell = element('div', 'fp-p-field');
      cell.appendChild(element('div', 'fp-p-label', text(field.label)));
      // a text field as an inert input; a choice (`select`) as the box its button shows
      var input = cell.appendChild(!field.select && (field.value || field.placeholder) ? inertInput(field, text) : box(field, text));
      if (text(field.help)) cell.appendChild(element('div', 'fp-p-help', text(field.help)));
      if (field.value) fills.push(fillField(input, field));
      grid.appendChild(cell);
    }
    return grid;
  }

  /**
   * A form's field as the remote's page shows it, a text field with its value or placeholder, inert
   * until the page replaces it: read-only, out of the tab order, without a name (it sends nothing).
   */
  function inertInput(field, text) {
    var input = element('input', 'fp-p-input');
    input.readOnly = true;
    input.tabIndex = -1;
    input.setAttribute('autocomplete', 'off');
    if (text(field.placeholder)) input.placeholder = text(field.placeholder);
    if (field.dir === 'ltr') input.dir = 'ltr';
    return input;
  }

  function fillField(input, field) {
    return function (data) {
      var value = data === null ? null : valueAt(data, field.value);
      if (value === null) return;
      if (input.tagName === 'INPUT') input.value = value;
      else valueInto(input.appendChild(element('span')), value, field.dir);
    };
  }

  /**
   * The balance in the header of the signed-in frame of `language`, as the application's header
   * shows it (whole rials, grouped by commas), and marked as that header's balance figure (one
   * element on the page carries the mark: the shown frame's, until the application replaces it).
   */
  function showBalance(wallet, language) {
    if (!wallet || typeof wallet.balance !== 'number' || !isFinite(wallet.balance)) return;
    var figure = document.querySelector('#fp-home-' + language + ' [data-fp-balance]');
    if (!figure) return;
    figure.textContent = Math.round(wallet.balance).toLocaleString('en-US');
    figure.parentElement.setAttribute('data-testid', 'header-balance');
  }

  /** The first slide's image in the dashboard frame's slide box, where the slider shows it. */
  function showSlide(slides) {
    if (!slides || !slides.length || !slides[0] || typeof slides[0].image !== 'string' || !slides[0].image) return;
    var boxes = document.querySelectorAll('.fp-view [data-fp-slide]');
    for (var j = 0; j < boxes.length; j += 1) {
      var image = document.createElement('img');
      image.alt = '';
      image.src = slides[0].image;
      boxes[j].replaceChildren(image);
    }
  }

  /** The captcha image shown in the boxes of the prerendered forms, with the alt text they carry. */
  function showCaptcha(captcha) {
    if (!captcha || typeof captcha.image !== 'string' || captcha.image.indexOf('data:image/') !== 0) return;
    var boxes = document.querySelectorAll('.fp-view [data-captcha-image]');
    for (var j = 0; j < boxes.length; j += 1) {
      var image = document.createElement('img');
      image.alt = boxes[j].getAttribute('data-captcha-image');
      image.src = captcha.image;
      image.style.cssText = 'width:100%;height:100%;object-fit:contain';
      boxes[j].replaceChildren(image);
    }
  }

  /** Reads the API's origin from config.json as the application does, then asks for a captcha. */
  function earlyCaptcha(language) {
    var answer = answerData(function (base) {
      return window.fetch(base + '/api/v1/auth/captcha/recaptcha', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Accept-Language': language },
      });
    });
    window.portalEarlyCaptcha = answer;
    answer.then(function (captcha) {
      return whenParsed().then(function () {
        showCaptcha(captcha);
      });
    });
  }
})();
