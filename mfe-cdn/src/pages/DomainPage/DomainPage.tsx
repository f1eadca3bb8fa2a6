import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { isApiError } from '@portal/shared-sdk';
import { Box, Flex, Heading, QueryView, Stack, useParcelProps } from '@portal/shared-ui';
import { useDomainQuery } from '../../data/domains/domain-query';
import { DomainStatusBadge } from '../../components/DomainStatusBadge';
import { CurrentDomainContext } from './currentDomain';
import { DomainNav } from './DomainNav';
import { builtGroups, domainPath, type DomainSectionKey } from './domainSections';
import type { SectionPreload } from '../settingsPages';

export interface DomainPageProps {
  /** the sections that have a page (routes.tsx): only they are in the navigation */
  sections: ReadonlySet<DomainSectionKey>;
  /** sections warmed (code, first data) when their link is hovered or focused */
  preloads?: Partial<Record<DomainSectionKey, SectionPreload>>;
}

/** `{domain_id}` as the provider's id: a positive whole number, else null. */
function idOf(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * /cdn/{domain_name}/{domain_id}/…: the domain of the address, recovered from the provider. When
 * the id and the name do not name one of the user's domains, the user goes back to /cdn. Then the
 * domain's name and status as heading, its grouped sections beside the matched section.
 */
export function DomainPage({ sections, preloads }: DomainPageProps) {
  const { basePath } = useParcelProps();
  const { domainName = '', domainId } = useParams();
  const id = idOf(domainId);
  if (id === null) return <Navigate to={basePath} replace />;
  return (
    <DomainFrame id={id} name={domainName} basePath={basePath} sections={sections} preloads={preloads} />
  );
}

interface DomainFrameProps extends DomainPageProps {
  id: number;
  name: string;
  basePath: string;
}

function DomainFrame({ id, name, basePath, sections, preloads }: DomainFrameProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const warm = useCallback(
    (key: DomainSectionKey) => preloads?.[key]?.(queryClient, id),
    [preloads, queryClient, id],
  );
  const query = useDomainQuery(id);
  const groups = useMemo(() => builtGroups(sections), [sections]);
  const domain = query.data;

  // no such domain of the user's, or the name in the address is not its name
  if (
    (query.isError && isApiError(query.error) && query.error.status === 404) ||
    (domain && domain.name !== name)
  ) {
    return <Navigate to={basePath} replace />;
  }

  return (
    <Stack gap="5">
      <Flex as="header" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl" minW="0" wordBreak="break-all">
          <bdi dir="ltr">{name}</bdi>
        </Heading>
        {domain && <DomainStatusBadge domain={domain} />}
      </Flex>
      <QueryView
        query={query}
        loadingLabel={intl.formatMessage({ id: 'cdn.domain.loading' })}
        errorFallbackId="cdn.domain.loadFailed"
      >
        {(domain) => (
          <CurrentDomainContext.Provider value={domain}>
            <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="start">
              <Box width={{ base: 'full', md: '15rem' }} flexShrink={0}>
                <DomainNav groups={groups} from={domainPath(basePath, domain)} onIntent={warm} />
              </Box>
              <Box flex="1" minW="0" width="full">
                <Outlet />
              </Box>
            </Flex>
          </CurrentDomainContext.Provider>
        )}
      </QueryView>
    </Stack>
  );
}
