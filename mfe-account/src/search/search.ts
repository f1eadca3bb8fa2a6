import { createIntl } from 'react-intl';
import type { SearchEntry, SearchModule, SearchRequest } from '@portal/shared-sdk';
import { apiTokensQueryOptions } from '../data/apiTokens/api-tokens-query';
import { queryClient } from '../data/queryClient';
import { messages } from '../messages/messages';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;

/** The account area in the command palette: the customer's API keys by name and hint, through the area's own query. */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const tokens = await queryClient.fetchQuery({ ...apiTokensQueryOptions(), staleTime: FRESH_MS });
  return tokens.map(
    (token): SearchEntry => ({
      key: `api-key-${token.id}`,
      kind: 'resource',
      title: intl.formatMessage({ id: 'account.search.apiKey' }, { name: token.name }),
      detail: token.token_hint,
      keywords: [token.name],
      to: '/profile/api-keys',
    }),
  );
};
