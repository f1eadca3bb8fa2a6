// The first module of the shell's development build. React DOM announces itself, once, when it
// loads, to `__REACT_DEVTOOLS_GLOBAL_HOOK__` if the page has one; React Fast Refresh finds the page's
// React there. A remote's Fast Refresh runtime starts only when its development build loads, long
// after the shell's React DOM: without a hook installed first, Refresh would find no React and an
// edit would change nothing on the screen. This hook keeps what React DOM announces
// (`renderers`), as the React DevTools extension's does; when that extension is installed, its
// hook is there already and this does nothing.
(function installDevtoolsHook(global) {
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  var nextId = 1;
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    inject: function inject(renderer) {
      var id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot: function onScheduleFiberRoot() {},
    onCommitFiberRoot: function onCommitFiberRoot() {},
    onCommitFiberUnmount: function onCommitFiberUnmount() {},
    onPostCommitFiberRoot: function onPostCommitFiberRoot() {},
    checkDCE: function checkDCE() {},
  };
})(window);
