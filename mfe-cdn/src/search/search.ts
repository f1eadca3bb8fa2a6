import { createIntl } from 'react-intl';
import type { SearchEntry, SearchModule, SearchRequest } from '@portal/shared-sdk';
import { domainsQueryOptions } from '../data/domains/domains-query';
import { queryClient } from '../data/queryClient';
import { messages } from '../messages/messages';
import { domainPath } from '../pages/DomainPage/domainSections';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;
const BASE_PATH = '/cdn';

/**
 * The CDN area in the command palette: the customer's domains (each opening its overview, and its
 * DNS records) through the area's own domains query, and adding a domain (the area's wizard).
 */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const domains = await queryClient.fetchQuery({ ...domainsQueryOptions(), staleTime: FRESH_MS });
  const entries: SearchEntry[] = [
    {
      key: 'add-domain',
      kind: 'action',
      title: intl.formatMessage({ id: 'cdn.search.addDomain' }),
      keywords: ['add domain', 'افزودن دامنه'],
      dialog: 'AddDomain',
    },
  ];
  for (const domain of domains) {
    const status = intl.formatMessage({
      id: `cdn.domains.status.${domain.status}`,
      defaultMessage: domain.status,
    });
    entries.push({
      key: `domain-${domain.id}`,
      kind: 'resource',
      title: domain.name,
      detail: status,
      to: domainPath(BASE_PATH, domain),
    });
    entries.push({
      key: `domain-${domain.id}-dns`,
      kind: 'resource',
      title: intl.formatMessage({ id: 'cdn.search.dns' }, { name: domain.name }),
      keywords: [domain.name],
      to: domainPath(BASE_PATH, domain, 'dns'),
    });
  }
  return entries;
};
