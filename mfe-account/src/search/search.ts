import { createIntl } from 'react-intl';
import { isApiError, type SearchEntry, type SearchModule, type SearchRequest } from '@portal/shared-sdk';
import { apiTokensQueryOptions } from '../data/apiTokens/api-tokens-query';
import { queryClient } from '../data/queryClient';
import { messages } from '../messages/messages';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;

/** The tokens to search; none under an API token, which the provider does not show them (403): nothing failed. */
async function searchableTokens() {
  try {
    return await queryClient.fetchQuery({ ...apiTokensQueryOptions(), staleTime: FRESH_MS });
  } catch (error) {
    if (isApiError(error) && error.status === 403) return [];
    throw error;
  }
}

/** The account area in the command palette: the customer's API keys by name and hint, through the area's own query. */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const tokens = await searchableTokens();
  return tokens.map((token): SearchEntry => ({
    key: `api-key-${token.id}`,
    kind: 'resource',
    title: intl.formatMessage({ id: 'account.search.apiKey' }, { name: token.name }),
    detail: token.token_hint,
    keywords: [token.name],
    to: '/profile/api-keys',
  }));
};
