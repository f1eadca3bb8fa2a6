// jsdom has no PointerEvent; zag's press handling (Chakra's checkbox) builds one when the checkbox
// loses focus. A MouseEvent of that name is enough for the tests that tick a checkbox and move on.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends (
    MouseEvent
  ) {};
}
export {};
