// The portal's service worker (scope `/`, registered by shell/src/serviceWorker once the page is
// interactive). It makes a repeat visit wait for nothing but the API:
// - Versioned files (the shell's content-hashed scripts and styles, /assets/*, a remote's version
//   folder /remotes/<remote>/<version>/*) never change: served from this worker's cache, fetched
//   and kept on first use (cache first).
// - A page (a navigation) is the shell's HTML: served from the cache at once when it holds one
//   for that path, and fetched again behind it (revalidated with its ETag); a changed HTML is kept
//   for the next visit only after every versioned script and stylesheet it names is in the cache,
//   so the HTML a visit gets always finds the code it names, even once a new deployment has
//   removed it (a font it names is kept on first use: a missing one only falls back to another).
// - Everything else goes to the network untouched, as without a worker: the API, config.json (its
//   live values), the release manifest (a new release of a remote is picked up as its max-age
//   says), the rollout reports, this script.
// - A versioned file is kept only when the answer is of the type its name says: a script, a style,
//   a font, an image, or a version folder's build manifest. Anything else (the shell's HTML from a
//   server's history fallback, an error page) reaches the page as it came but is never kept under
//   the file's name, where it would be served for that file from then on.
// CACHE carries the worker's version: a new version starts with an empty cache (its install keeps
// the page `/` and what it names) and deletes the caches of every other version (v2: the caches of
// v1 could hold an HTML answer under a script's name).
var CACHE = 'portal-v2';
// a page's HTML and the versioned files are kept up to this many entries (oldest dropped first,
// never those the kept `/` names)
var MAX_ENTRIES = 400;
var API_PATHS = /^\/(api|submit|__sandbox|gateway|rollout)(\/|$)/;
var SHELL_VERSIONED = /^\/([^/]+\.[0-9a-f]{8}\.(js|css)|assets\/.+)$/;
// a remote's version folder (the release manifest itself sits at /remotes/manifest.json)
var REMOTE_VERSIONED = /^\/remotes\/[^/]+\/[^/]+\/.+$/;
var NOT_FOR_BROWSERS = /\.(lock|tmp)$/;
// the types a versioned file may be kept as, by its name
var EXPECTED_TYPES = [
  [/\.m?js$/, /^(text|application)\/(x-)?javascript(;|$)/],
  [/\.css$/, /^text\/css(;|$)/],
  [/\.(woff2?|ttf|otf)$/, /^(font\/|application\/(x-)?font-)/],
  [/\.(png|jpe?g|gif|webp|avif|svg|ico)$/, /^image\//],
];
// a version folder's build manifest, which the shell reads before the remote's entry
var REMOTE_MANIFEST = [/^\/remotes\/[^/]+\/[^/]+\/mf-manifest\.json$/, /^application\/json(;|$)/];

/** The content types a versioned file at `path` may be kept as (a RegExp), or null: never kept. */
function expectedType(path) {
  if (REMOTE_MANIFEST[0].test(path)) return REMOTE_MANIFEST[1];
  for (var i = 0; i < EXPECTED_TYPES.length; i += 1) {
    if (EXPECTED_TYPES[i][0].test(path)) return EXPECTED_TYPES[i][1];
  }
  return null;
}

/** Whether an answer for the versioned file `url` may be kept: a success of the type its name says. */
function storable(url, status, contentType) {
  var expected = expectedType(new URL(url).pathname);
  return status >= 200 && status < 300 && !!expected && expected.test((contentType || '').toLowerCase());
}

/**
 * How the worker answers a request: 'page' (the cached HTML, revalidated behind it), 'versioned'
 * (cache first) or 'network' (not handled). `request`: { url, method, mode }; `origin`: the
 * portal's own.
 */
function strategyFor(request, origin) {
  if (request.method !== 'GET') return 'network';
  var url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  var path = url.pathname;
  if (API_PATHS.test(path)) return 'network';
  if (request.mode === 'navigate') return /\.[a-z0-9]+$/i.test(path) ? 'network' : 'page';
  if (url.search || !expectedType(path)) return 'network';
  if (SHELL_VERSIONED.test(path)) return 'versioned';
  if (REMOTE_VERSIONED.test(path) && !NOT_FOR_BROWSERS.test(path)) return 'versioned';
  return 'network';
}

/** The cache key of a page: its path (the shell's HTML does not depend on the query). */
function pageKey(url) {
  var parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/** The versioned files of this origin an HTML names (scripts, styles, preloads, its font lists). */
function namedFiles(html, origin) {
  var found = [];
  var attribute = /(?:src|href)=["']?([^"'\s>]+)/g;
  var fonts = /name="fp-fonts-[a-z]+"\s+content="([^"]*)"/g;
  var match;
  var candidates = [];
  while ((match = attribute.exec(html))) candidates.push(match[1]);
  while ((match = fonts.exec(html))) candidates.push.apply(candidates, match[1].split(/\s+/));
  for (var i = 0; i < candidates.length; i += 1) {
    if (!candidates[i]) continue;
    var url = new URL(candidates[i], origin + '/');
    if (strategyFor({ url: url.href, method: 'GET', mode: 'no-cors' }, origin) !== 'versioned') continue;
    if (found.indexOf(url.href) === -1) found.push(url.href);
  }
  return found;
}

// the worker's own wiring (absent where the pure functions above are tested)
if (typeof self !== 'undefined' && typeof caches !== 'undefined') {
  var ORIGIN = self.location.origin;

  /** A response's headers as kept with its decoded body (without its transfer encoding and length). */
  var storedHeaders = function (headers) {
    var kept = new Headers(headers);
    kept.delete('Content-Encoding');
    kept.delete('Content-Length');
    return kept;
  };

  /** Fetches and keeps every versioned script and stylesheet `html` names that the cache does not hold yet. */
  var keepNamedFiles = function (cache, html) {
    var code = namedFiles(html, ORIGIN).filter(function (url) {
      return /\.(js|css)$/.test(url);
    });
    return Promise.all(
      code.map(function (url) {
        return cache.match(url, { ignoreVary: true }).then(function (hit) {
          if (hit) return undefined;
          return fetch(url).then(function (res) {
            if (!storable(url, res.status, res.headers.get('Content-Type')))
              throw new Error(url + ': HTTP ' + res.status + ' ' + res.headers.get('Content-Type'));
            return cache.put(url, res);
          });
        });
      }),
    );
  };

  /** Drops the oldest entries over MAX_ENTRIES, never those the kept `/` names. */
  var trim = function (cache) {
    return Promise.all([cache.keys(), cache.match(ORIGIN + '/')]).then(function (found) {
      var keys = found[0];
      if (keys.length <= MAX_ENTRIES) return undefined;
      return (found[1] ? found[1].clone().text() : Promise.resolve('')).then(function (html) {
        var keep = namedFiles(html, ORIGIN).concat([ORIGIN + '/']);
        var drop = keys.filter(function (key) {
          return keep.indexOf(key.url) === -1;
        });
        return Promise.all(
          drop.slice(0, keys.length - MAX_ENTRIES).map(function (key) {
            return cache.delete(key);
          }),
        );
      });
    });
  };

  /**
   * The page's HTML from the network (revalidated: pages are sent no-cache), kept with the files it
   * names when it is a usable page.
   */
  var refreshPage = function (key, request) {
    return fetch(request).then(function (res) {
      var type = res.headers.get('Content-Type') || '';
      if (!res.ok || res.redirected || type.indexOf('text/html') !== 0) return res;
      var kept = res.clone();
      return caches
        .open(CACHE)
        .then(function (cache) {
          return kept.text().then(function (html) {
            return keepNamedFiles(cache, html)
              .then(function () {
                return cache.put(
                  key,
                  new Response(html, { status: 200, headers: storedHeaders(kept.headers) }),
                );
              })
              .then(function () {
                return trim(cache);
              });
          });
        })
        .catch(function () {
          return undefined; // not kept: the next visit asks the network again
        })
        .then(function () {
          return res;
        });
    });
  };

  self.addEventListener('install', function (event) {
    // `/` and the files it names, kept while installing (the browser prepares the scripts kept
    // now for their next run)
    event.waitUntil(
      caches
        .open(CACHE)
        .then(function () {
          return refreshPage(ORIGIN + '/', new Request(ORIGIN + '/', { headers: { Accept: 'text/html' } }));
        })
        .catch(function () {
          return undefined; // nothing kept: the pages and files are kept on first use
        })
        .then(function () {
          return self.skipWaiting();
        }),
    );
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(
      caches.keys().then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name !== CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      }),
    );
  });

  self.addEventListener('fetch', function (event) {
    var request = event.request;
    var strategy = strategyFor(request, ORIGIN);
    if (strategy === 'page') {
      var key = pageKey(request.url);
      var fresh = refreshPage(key, request);
      event.waitUntil(
        fresh.catch(function () {
          return undefined;
        }),
      );
      event.respondWith(
        caches.match(key, { cacheName: CACHE }).then(function (hit) {
          return hit || fresh;
        }),
      );
    } else if (strategy === 'versioned') {
      event.respondWith(
        caches.open(CACHE).then(function (cache) {
          return cache.match(request, { ignoreVary: true }).then(function (hit) {
            if (hit) return hit;
            return fetch(request).then(function (res) {
              if (
                res.type === 'basic' &&
                storable(request.url, res.status, res.headers.get('Content-Type'))
              ) {
                var kept = res.clone();
                event.waitUntil(cache.put(request, kept).catch(function () {}));
              }
              return res;
            });
          });
        }),
      );
    }
  });
}
