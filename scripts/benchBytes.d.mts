// Types of scripts/benchBytes.mjs for the tests that import it.
export interface RecordedRequest {
  url: string;
  type: string;
  fromCache: boolean;
  bytes: number;
}
export function isJavaScript(request: Pick<RecordedRequest, 'url' | 'type'>): boolean;
export function javaScriptTransfer(requests: RecordedRequest[]): {
  jsBytes: number;
  jsRequests: number;
  remoteEntries: number[];
};
