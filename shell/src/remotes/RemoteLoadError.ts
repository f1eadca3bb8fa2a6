import type { RemoteName } from '@portal/release';

/** A failure to get a remote's module, with what the bus `remote:failed` event reports. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    message: string,
    readonly remote: RemoteName,
    readonly version: string,
    readonly reason: 'manifest' | 'missing' | 'refused' | 'not-exposed' | 'load' | 'not-a-parcel',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
