require('@testing-library/jest-dom');
// Chakra v3 (zag/ark) needs these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!global.IntersectionObserver) {
  global.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = function () {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
// zag's press tracking builds PointerEvents when a pressed control loses focus (a confirmation opening over it)
if (!window.PointerEvent) window.PointerEvent = class PointerEvent extends MouseEvent {};
