import { REMOTES, type RemoteName } from '@portal/release';

/** The area's name in the shell's messages about a remote (the registry's label in `locale`). */
export function remoteLabel(remote: RemoteName, locale: string): string {
  return locale === 'fa' ? REMOTES[remote].label.fa : REMOTES[remote].label.en;
}
