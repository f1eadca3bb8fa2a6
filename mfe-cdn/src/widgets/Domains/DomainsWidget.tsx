import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import {
  Button,
  Link,
  ResourceListWidget,
  StatusBadge,
  Text,
  TruncatedText,
  useParcelProps,
} from '@portal/shared-ui';
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
  const { basePath } = useParcelProps();
  const query = useDomainsQuery();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <ResourceListWidget
      query={query}
      loadFailedId="cdn.domains.loadFailed"
      emptyTitle={t('cdn.domains.empty')}
      label={t('cdn.domains.widget.title')}
      maxHeight={SCROLL_AREA_HEIGHT_PX.domains}
      testId="domains-scroll"
      onEmptyChange={onEmptyChange}
      itemKey={(domain) => domain.id}
      add={
        <Button size="sm" colorPalette="brand" onClick={onAdd}>
          {t('cdn.domains.add')}
        </Button>
      }
      allLink={
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={basePath}>{t('cdn.domains.widget.all')}</RouterLink>
        </Button>
      }
    >
      {(domain) => (
        <>
          <Link asChild flex="1" minW="0" color="fg" fontWeight="medium">
            <RouterLink to={domainPath(basePath, domain)}>
              {/* cut at its start: the end of a domain (…hop.ir) is what tells it apart */}
              <TruncatedText text={domain.name} />
            </RouterLink>
          </Link>
          <Text as="span" fontSize="sm" color="fg.muted" hideBelow="sm">
            <bdi>{domain.plan.title}</bdi>
          </Text>
          {/* the badge alone: its explanations live on the domain list, not on every page's first paint */}
          <StatusBadge kind="domain" status={domain.status} />
        </>
      )}
    </ResourceListWidget>
  );
}
