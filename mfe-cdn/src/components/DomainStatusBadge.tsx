import { useIntl } from 'react-intl';
import { isDomainStatus } from '@portal/shared-sdk';
import { Box, Hint, StatusBadge } from '@portal/shared-ui';

export interface DomainStatusBadgeProps {
  domain: { status: string };
}

/**
 * A domain's status badge with a short explanation of what it means on hover and focus (active,
 * awaiting the nameserver change, suspended, blocked by the provider); an unknown status gets the
 * badge alone.
 */
export function DomainStatusBadge({ domain }: DomainStatusBadgeProps) {
  const intl = useIntl();
  const badge = <StatusBadge kind="domain" status={domain.status} />;
  if (!isDomainStatus(domain.status)) return badge;
  return (
    <Hint content={intl.formatMessage({ id: `cdn.domains.statusHint.${domain.status}` })}>
      <Box
        as="span"
        tabIndex={0}
        display="inline-flex"
        rounded="l1"
        cursor="help"
        data-status-hint={domain.status}
        onClick={(e) => e.stopPropagation()}
      >
        {badge}
      </Box>
    </Hint>
  );
}
