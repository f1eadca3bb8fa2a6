import { useIntl } from 'react-intl';
import { DateText, Grid, QueryView, Skeleton, Text } from '@portal/shared-ui';
import { useDomainWhoisQuery } from '../../data/domains/domain-whois-query';
import { Panel } from '../../components/Panel';

export interface WhoisPanelProps {
  domainId: number;
}

/** The domain's registration: registrar, registered and expiry dates, nameservers, statuses. */
export function WhoisPanel({ domainId }: WhoisPanelProps) {
  const intl = useIntl();
  const whois = useDomainWhoisQuery(domainId);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Panel title={t('cdn.domain.overview.whois')}>
      <QueryView query={whois} loading={<Skeleton height="20" variant="shine" />}>
        {(data) => (
          <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2" m="0">
            <Text as="dt" color="fg.muted">
              {t('cdn.domain.whois.registrar')}
            </Text>
            <Text as="dd" m="0">
              <bdi>{data.registrar}</bdi>
            </Text>
            <Text as="dt" color="fg.muted">
              {t('cdn.domain.whois.created')}
            </Text>
            <Text as="dd" m="0">
              <DateText value={data.creation_date} />
            </Text>
            <Text as="dt" color="fg.muted">
              {t('cdn.domain.whois.expires')}
            </Text>
            <Text as="dd" m="0">
              <DateText value={data.expiration_date} />
            </Text>
            <Text as="dt" color="fg.muted">
              {t('cdn.domain.whois.nameservers')}
            </Text>
            <Text as="dd" m="0" fontFamily="mono" fontSize="sm">
              {data.name_servers.map((ns) => (
                <Text as="span" key={ns} display="block">
                  <bdi dir="ltr">{ns}</bdi>
                </Text>
              ))}
            </Text>
            <Text as="dt" color="fg.muted">
              {t('cdn.domain.whois.status')}
            </Text>
            <Text as="dd" m="0" fontSize="sm">
              <bdi>{data.status.join(', ')}</bdi>
            </Text>
          </Grid>
        )}
      </QueryView>
    </Panel>
  );
}
