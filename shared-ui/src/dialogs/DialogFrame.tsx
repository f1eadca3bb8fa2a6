import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { useReturnFocus } from './useReturnFocus';

export interface DialogFrameProps {
  open: boolean;
  /** called on Escape, the close button and (unless closeOnOutsideClick is false) a backdrop click */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** the action buttons; without a footer the body keeps its own bottom padding */
  footer?: ReactNode;
  /** alertdialog for yes/no questions */
  role?: 'dialog' | 'alertdialog';
  /** Chakra dialog size, for dialogs not sized in pixels */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** the dialog's width in pixels (DIALOG_WIDTH_PX); the dialog never grows past it */
  widthPx?: number;
  /** the content width below widthPx; full by default */
  width?: string;
  /** long bodies scroll inside the dialog instead of the page */
  scrollInside?: boolean;
  /** false for dialogs whose half-filled form a stray click must not throw away */
  closeOnOutsideClick?: boolean;
  /** mount the body only while open, so every opening starts fresh */
  lazy?: boolean;
  /** Chakra spacing token for the close button's distance from the corner (recipe default 2) */
  closeInset?: string;
  /** where focus goes on close, instead of the element that opened the dialog */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The portal's dialog frame: title, body, optional footer and a close button, in the parcel's
 * direction. Closing it returns focus to its opener (see useReturnFocus).
 */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  role,
  size,
  widthPx,
  width = 'full',
  scrollInside,
  closeOnOutsideClick,
  lazy,
  closeInset,
  finalFocusEl,
}: DialogFrameProps) {
  const { dir, locale } = usePortalLocale();
  const opener = useReturnFocus(open);
  return (
    <Dialog.Root
      role={role}
      open={open}
      size={size}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : undefined}
      closeOnInteractOutside={closeOnOutsideClick}
      lazyMount={lazy}
      unmountOnExit={lazy}
      onOpenChange={(e) => !e.open && onClose()}
      restoreFocus
      finalFocusEl={finalFocusEl ?? opener}
    >
      <Portal>
        {/* while it fades out after closing, the backdrop lets clicks through to the page (a switch
            clicked again at once after Cancel must reach the switch, not the fading veil) */}
        <Dialog.Backdrop _closed={{ pointerEvents: 'none' }} />
        {/* portalled to <body>: carry the parcel's direction and language along */}
        <Dialog.Positioner dir={dir} lang={locale}>
          <Dialog.Content {...(widthPx !== undefined && { maxW: `${widthPx}px`, width })}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body pb={footer ? undefined : '6'}>{children}</Dialog.Body>}
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild {...(closeInset && { top: closeInset, insetEnd: closeInset })}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
