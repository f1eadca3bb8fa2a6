import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState, useParcelProps } from '@portal/shared-ui';

/** An unknown path inside the area: the area's own not-found text and a way back to its root. */
export function AreaNotFound() {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'area.notFound.title' })}
      description={intl.formatMessage({ id: 'area.notFound.description' })}
      action={<Link to={basePath}>{intl.formatMessage({ id: 'area.notFound.back' })}</Link>}
    />
  );
}
