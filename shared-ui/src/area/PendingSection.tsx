import { useIntl } from 'react-intl';
import { EmptyState } from '../feedback/EmptyState';

export interface PendingSectionProps {
  /** message id of the section's name */
  titleId: string;
  titleValues?: Record<string, string>;
  /** message id of the "not built yet" text, in the area's own words */
  descriptionId?: string;
}

/** A section whose screen is not built yet: says so plainly instead of showing made-up content. */
export function PendingSection({
  titleId,
  titleValues,
  descriptionId = 'ui.area.pending',
}: PendingSectionProps) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: titleId }, titleValues)}
      description={intl.formatMessage({ id: descriptionId })}
    />
  );
}
