// The colour mode is a class on <html> ("light" or "dark"), set by this external script before the
// first paint (the CSP allows no inline script): the customer's choice kept under
// localStorage "portal.colorMode", else the system's preference. The shell keeps it in step after.
(function () {
  var root = document.documentElement;
  var saved = null;
  try {
    saved = window.localStorage.getItem('portal.colorMode');
  } catch (e) {
    saved = null;
  }
  var systemDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var mode = saved === 'light' || saved === 'dark' ? saved : systemDark ? 'dark' : 'light';
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();
