import { useEffect, useState } from 'react';
import { useParcelProps } from '@portal/shared-ui';

let configDocsUrl: Promise<string> | undefined;

/** The shell's runtime config.json, read once: parcels are not handed the whole config. */
function readConfigDocsUrl(): Promise<string> {
  configDocsUrl ??= fetch('/config.json')
    .then((r) => (r.ok ? (r.json() as Promise<{ docsUrl?: unknown }>) : {}))
    .then((c: { docsUrl?: unknown }) => (typeof c.docsUrl === 'string' ? c.docsUrl : ''))
    .catch(() => '');
  return configDocsUrl;
}

/**
 * The external documentation site (SPEC §2 go-to-docs). The shell may pass it as the `docsUrl`
 * mount prop; otherwise it comes from the same runtime config.json the shell reads.
 */
export function useDocsUrl(): string {
  const props = useParcelProps();
  const given = typeof props.docsUrl === 'string' ? props.docsUrl : undefined;
  const [fromConfig, setFromConfig] = useState('');
  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    void readConfigDocsUrl().then((url) => live && setFromConfig(url));
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? fromConfig;
}
