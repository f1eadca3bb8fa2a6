import { useIntl } from 'react-intl';
import { EmptyState } from '@portal/shared-ui';

export interface PendingSectionProps {
  /** message id of the section's name */
  titleId: string;
  titleValues?: Record<string, string>;
}

/** A section whose screen is not built yet: says so plainly instead of showing made-up content. */
export function PendingSection({ titleId, titleValues }: PendingSectionProps) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: titleId }, titleValues)}
      description={intl.formatMessage({ id: 'area.pending' })}
    />
  );
}
