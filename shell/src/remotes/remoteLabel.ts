import { REMOTES, type RemoteName } from '@portal/release';
import { inLocale } from '../contributions/localizedText';

/** The area's name in the shell's messages about a remote (the registry's label in `locale`). */
export function remoteLabel(remote: RemoteName, locale: string): string {
  return inLocale(REMOTES[remote].label, locale);
}
