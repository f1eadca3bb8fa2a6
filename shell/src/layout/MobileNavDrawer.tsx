import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Box, Flex, IconButton } from '@portal/shared-ui';
import { ColorModeSwitch } from '../colorMode/ColorModeSwitch';
import { CloseIcon } from './ShellIcons';
import { SideNav } from './SideNav';

export interface MobileNavDrawerProps {
  onClose: () => void;
}

/** The side navigation as a drawer on small screens: Esc or the backdrop closes it. */
export function MobileNavDrawer({ onClose }: MobileNavDrawerProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <Box hideFrom="md" position="fixed" inset="0" zIndex="modal">
      <Box position="absolute" inset="0" bg="blackAlpha.500" onClick={onClose} data-testid="nav-backdrop" />
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
        tabIndex={-1}
        position="absolute"
        top="0"
        bottom="0"
        insetStart="0"
        w="72"
        maxW="85vw"
        bg="bg"
        boxShadow="lg"
        overflowY="auto"
        outline="none"
      >
        <Flex justify="space-between" p="2">
          <ColorModeSwitch />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'shell.nav.close' })}
            onClick={onClose}
          >
            <CloseIcon />
          </IconButton>
        </Flex>
        <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
          <SideNav withMenus />
        </Box>
      </Box>
    </Box>
  );
}
