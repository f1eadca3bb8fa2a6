import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';

export interface HintProps {
  /** the short explanation */
  content: ReactNode;
  /** the element it explains; it must take focus (a button, a link, or an element with tabIndex 0) */
  children: ReactElement;
}

/**
 * A short explanation shown while the element is pointed at or focused (Escape hides it), linked
 * to the element as its description. Portalled to <body> with the parcel's direction and language,
 * so a table's scroll area never clips it.
 */
export function Hint({ content, children }: HintProps) {
  const { dir, locale } = usePortalLocale();
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner dir={dir} lang={locale}>
          <Tooltip.Content maxW="18rem">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
