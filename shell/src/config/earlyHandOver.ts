/**
 * What src/firstPaint asked for before the application's scripts arrived (the config, the
 * login form's captcha, a signed-in page's first calls) is left under a global of the window, as a
 * promise of the answer: the application takes each one here, once, instead of asking again.
 */
export type EarlyWindow = Window & Record<string, unknown>;

/** The promise left under `global`, taken once (a second call gets null), or null when there is none. */
export function takeEarly(global: string, win: Window = window): Promise<unknown> | null {
  const early = (win as EarlyWindow)[global];
  if (!(early instanceof Promise)) return null;
  delete (win as EarlyWindow)[global];
  return early;
}

/**
 * The early answer under `global` once, as `ask` would give it: a promise of it, or null when there
 * is none (then the caller asks the API). An early request that failed or answered something else
 * falls back to `ask`, so its error is the API's, with the server's message.
 */
export function takeEarlyAnswer<T>(
  global: string,
  isAnswer: (value: unknown) => value is T,
  ask: () => Promise<T>,
  win: Window = window,
): Promise<T> | null {
  const early = takeEarly(global, win);
  if (!early) return null;
  return early.then(
    (answer) => (isAnswer(answer) ? answer : ask()),
    () => ask(),
  );
}
