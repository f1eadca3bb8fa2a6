import type { RemoteName } from '@portal/release';

/**
 * A failure to get a remote's module, with what the bus `remote:failed` event reports. `integrity`:
 * the release names no digest to check a file against; a file that does not match its digest, or
 * passes its deadline, fails to `load` like a missing one.
 */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    message: string,
    readonly remote: RemoteName,
    readonly version: string,
    readonly reason:
      'manifest' | 'missing' | 'refused' | 'not-exposed' | 'load' | 'not-a-parcel' | 'integrity',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
