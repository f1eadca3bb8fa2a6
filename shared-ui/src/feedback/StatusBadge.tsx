import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react';
import { statusStyle, type StatusKind } from './statusStyles';

export interface StatusBadgeProps {
  /** which status vocabulary: domain, server or ticket */
  kind: StatusKind;
  /** the provider's value, e.g. 'active', 'ON', 'ANSWERED' */
  status: string;
}

/** A coloured badge with the localized label of a domain, server or ticket status. */
export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const intl = useIntl();
  const style = statusStyle(kind, status);
  return (
    <Badge colorPalette={style.palette} variant="subtle" data-status={status} data-palette={style.palette}>
      {intl.formatMessage({ id: style.messageId })}
    </Badge>
  );
}
