import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../feedback/EmptyState';
import { useParcelProps } from '../parcel/ParcelPropsContext';

export interface AreaNotFoundProps {
  /** message id of the heading, e.g. "This support page was not found" */
  titleId?: string;
  /** message id of the link back to the area's root, e.g. "Back to support" */
  backId?: string;
}

/** An unknown path inside the area: the area's own not-found text and a way back to its root. */
export function AreaNotFound({
  titleId = 'ui.area.notFound.title',
  backId = 'ui.area.notFound.back',
}: AreaNotFoundProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  return (
    <EmptyState
      title={intl.formatMessage({ id: titleId })}
      description={intl.formatMessage({ id: 'ui.area.notFound.description' })}
      action={<Link to={basePath}>{intl.formatMessage({ id: backId })}</Link>}
    />
  );
}
