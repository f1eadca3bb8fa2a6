import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Text } from '@chakra-ui/react';

export interface RowLinkProps {
  /** the in-app path the row opens */
  to: string;
  children: ReactNode;
}

/**
 * The main cell of a DataTable row that opens something (`onRowClick`): a real link, for keyboards,
 * screen readers and new tabs, that does not also trigger the row's click. One line, isolated
 * direction (a Latin name in a Persian page and the other way round).
 */
export function RowLink({ to, children }: RowLinkProps) {
  return (
    <Link asChild color="fg" fontWeight="medium">
      <RouterLink to={to} onClick={(e) => e.stopPropagation()}>
        <Text as="span" lineClamp={1}>
          <bdi>{children}</bdi>
        </Text>
      </RouterLink>
    </Link>
  );
}
