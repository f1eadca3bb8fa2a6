// What a page's JavaScript cost over the network, from the browser's own record of its requests.
//
// A script is counted by its address, not only by how it was asked for: the remote loader fetches
// each remote file first to check it against the release's digest and then runs it from the memory
// cache, so the bytes travel in a fetch ("Other") and the script request itself reads 0 from cache.
// Counting only requests of type Script left every remote's files out of the figures.

/** A request whose answer is JavaScript: run as a script, or a `.js`/`.mjs` file fetched to be checked first. */
export function isJavaScript(request) {
  if (request.type === 'Script') return true;
  try {
    return /\.m?js$/.test(new URL(request.url).pathname);
  } catch {
    return false;
  }
}

/**
 * @param {{url: string, type: string, fromCache: boolean, bytes: number}[]} requests
 * @returns {{ jsBytes: number, jsRequests: number, remoteEntries: number[] }} compressed bytes over the
 *   network, distinct script files, and the bytes of each remote container entry fetched
 */
export function javaScriptTransfer(requests) {
  const scripts = requests.filter(isJavaScript);
  const fetched = scripts.filter((r) => !r.fromCache);
  return {
    jsBytes: fetched.reduce((sum, r) => sum + r.bytes, 0),
    jsRequests: new Set(scripts.map((r) => r.url)).size,
    remoteEntries: fetched
      .filter((r) => /\/remoteEntry\.js$/.test(new URL(r.url).pathname))
      .map((r) => r.bytes),
  };
}
