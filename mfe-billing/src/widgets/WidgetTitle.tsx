import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Heading, Link } from '@portal/shared-ui';

export interface WidgetTitleProps {
  /** the billing page the card summarizes */
  to: string;
  messageId: string;
}

/** A dashboard card's title, linked to the page with the whole story. */
export function WidgetTitle({ to, messageId }: WidgetTitleProps) {
  return (
    <Heading as="h2" size="md">
      <Link asChild>
        <RouterLink to={to}>
          <FormattedMessage id={messageId} />
        </RouterLink>
      </Link>
    </Heading>
  );
}
