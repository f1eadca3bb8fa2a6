import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import { Box, Button, EmptyState, ErrorState, Flex, HStack, Link, Skeleton, Stack, StatusBadge, Text, useApiErrorMessage, useParcelProps } from '@portal/shared-ui';
import { useDomainsQuery } from '../../data/domains/domains-query';
import { domainPath } from '../../pages/DomainPage/domainSections';

export interface DomainsWidgetProps {
  onAdd: () => void;
  /** tells the dashboard whether the user has domains (its card shows servers when there are none) */
  onEmptyChange?: (empty: boolean) => void;
}

/**
 * The dashboard's resources card, domains option: the user's domains in a 250 px scroll area, each
 * opening /cdn/{domain_name}/{domain_id}, with "Add domain" and a link to the whole list.
 */
export function DomainsWidget({ onAdd, onEmptyChange }: DomainsWidgetProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const { basePath } = useParcelProps();
  const query = useDomainsQuery();
  const count = query.data?.length;
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (count !== undefined) onEmptyChange?.(count === 0);
  }, [count, onEmptyChange]);

  const addButton = (
    <Button size="sm" colorPalette="brand" onClick={onAdd}>
      {t('cdn.domains.add')}
    </Button>
  );

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="shine" height="8" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, 'cdn.domains.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <EmptyState title={t('cdn.domains.empty')} action={addButton} />;
  } else {
    body = (
      <Box maxH={`${SCROLL_AREA_HEIGHT_PX.domains}px`} overflowY="auto" data-testid="domains-scroll" tabIndex={0} aria-label={t('cdn.domains.widget.title')}>
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {query.data.map((domain) => (
            <li key={domain.id}>
              <Flex align="center" gap="3" px="2" py="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
                <Link asChild flex="1" minW="0" color="fg" fontWeight="medium">
                  <RouterLink to={domainPath(basePath, domain)}>
                    <Text as="span" truncate>
                      <bdi dir="ltr">{domain.name}</bdi>
                    </Text>
                  </RouterLink>
                </Link>
                <Text as="span" fontSize="sm" color="fg.muted" hideBelow="sm">
                  <bdi>{domain.plan.title}</bdi>
                </Text>
                {/* the badge alone: its explanations live on the domain list, not on every page's first paint */}
                <StatusBadge kind="domain" status={domain.status} />
              </Flex>
            </li>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="3">
      {body}
      {query.isSuccess && query.data.length > 0 && (
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={basePath}>{t('cdn.domains.widget.all')}</RouterLink>
          </Button>
          {addButton}
        </HStack>
      )}
    </Stack>
  );
}
