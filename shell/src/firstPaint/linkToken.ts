/**
 * /force-set-token?token=…: the token leaves the address and the history entry before anything
 * else of the page is fetched, so no request names it as its Referer (the page is sent with
 * no-referrer, which Chromium does not apply to the fonts its style sheets ask for). The page takes
 * it from window.portalLinkToken (shell/src/auth/linkToken.ts).
 */
export function takeLinkToken(): void {
  const { location, history } = window;
  if (location.pathname !== '/force-set-token' || !/[?&]token=/.test(location.search)) return;
  const params = new URLSearchParams(location.search);
  window.portalLinkToken = params.get('token');
  params.delete('token');
  const rest = params.toString();
  history.replaceState(history.state, '', location.pathname + (rest ? `?${rest}` : '') + location.hash);
}
