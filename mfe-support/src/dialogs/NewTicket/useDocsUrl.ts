import { useParcelProps } from '@portal/shared-ui';

/** The external documentation site (the guide's go-to-docs), handed over by the shell from its runtime config. */
export function useDocsUrl(): string {
  const { docsUrl } = useParcelProps();
  return typeof docsUrl === 'string' ? docsUrl : '';
}
