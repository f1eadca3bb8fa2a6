// Which prerendered view index.html shows at the first paint, chosen before it by this external
// script (the CSP allows no inline script): classes on <html> that the page's prerendered styles
// read, and the locale's language and direction.
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
  var home = signedIn && window.location.pathname === '/';
  if (home) root.classList.add('fp-home');
  var area = signedIn && !home && window.location.pathname !== '/force-set-token';
  if (area) root.classList.add('fp-area');
  var fonts = document.querySelector('meta[name="fp-fonts-' + (locale === 'en' ? 'en' : 'fa') + '"]');
  if (fonts && (!root.classList.contains('fp-app') || home || area)) {
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
  base.then(function (fresh) {
    try {
      window.localStorage.setItem('portal.apiBase', JSON.stringify(fresh));
    } catch (e) {
      // storage disabled: every visit waits for config.json
    }
  });
  if (!root.classList.contains('fp-app')) earlyCaptcha(locale === 'en' ? 'en' : 'fa');
  else if (signedIn) earlySignedIn(token.trim(), locale === 'en' ? 'en' : 'fa');

  /** A promise of the data of the API's answer to `request` (a function of the base), or null when it failed. */
  function answerData(request) {
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
    if (typeof lastBase !== 'string') return base.then(ask);
    var early = ask(lastBase);
    return base.then(function (fresh) {
      return fresh === lastBase ? early : ask(fresh);
    });
  }

  /** A signed-in page's first calls, with the stored token, each left for the application to take. */
  function earlySignedIn(bearer, language) {
    var headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + bearer };
    function get(path) {
      return answerData(function (base) {
        return window.fetch(base + '/api/v1' + path, { headers: headers });
      });
    }
    window.portalEarlyManifest = earlyManifest();
    window.portalEarlyFirstQuery = earlyFirstQuery(window.portalEarlyManifest, get);
    window.portalEarlyProfile = get('/auth/profile');
    window.portalEarlyBalance = get('/financial/billing/balance');
    window.portalEarlyBalance.then(function (wallet) {
      whenParsed(function () {
        showBalance(wallet, language);
      });
    });
    if (window.location.pathname !== '/') return;
    window.portalEarlySlides = get('/static/sliders');
    window.portalEarlySlides.then(function (slides) {
      whenParsed(function () {
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
  function earlyFirstQuery(manifest, get) {
    var page = withoutTrailingSlash(window.location.pathname);
    return manifest
      .then(function (early) {
        var remotes = early && early.json && early.json.remotes;
        if (!remotes || typeof remotes !== 'object') return null;
        for (var name in remotes) {
          var query = declaredFirstQuery(remotes[name], page);
          if (query) return askFirstQuery(name, query, get);
        }
        return null;
      })
      .catch(function () {
        return null;
      });
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

  /** The answer to the declared `query` of `remote`, asked for with `get`, as the shell takes it; null without one. */
  function askFirstQuery(remote, query, get) {
    return get(query.api).then(function (data) {
      return data === null || data === undefined ? null : { remote: remote, api: query.api, queryKey: query.queryKey, data: data };
    });
  }

  function withoutTrailingSlash(path) {
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  }

  /** Runs `paint` once the page's markup is all there. */
  function whenParsed(paint) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paint);
    else paint();
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
      whenParsed(function () {
        showCaptcha(captcha);
      });
    });
  }
})();
