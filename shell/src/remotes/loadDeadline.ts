/**
 * Where the page keeps the deadline (ms) for a remote's files: the remotes' webpack runtimes read it
 * for every chunk script they create (build/remoteIntegrity.cjs), so a chunk that has not arrived by
 * then fails as a timeout instead of waiting for webpack's own 120 s.
 */
export const DEADLINE_GLOBAL = 'portalRemoteLoadDeadlineMs';

/** A remote file's deadline when config.json gives none (`remoteLoadDeadlineSeconds`). */
export const DEFAULT_LOAD_DEADLINE_SECONDS = 10;
