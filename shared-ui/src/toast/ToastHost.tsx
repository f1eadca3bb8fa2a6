import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Box, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { bus } from '@portal/shared-sdk';
import { CheckCircleIcon, ErrorCircleIcon, WarningIcon } from '../icons/icons';
import { showToast, toaster, type ToastType } from './showToast';
import { useIsToastHostOwner } from './toastHostOwner';

const ICONS = { success: CheckCircleIcon, error: ErrorCircleIcon, warning: WarningIcon } as const;
const COLORS = { success: 'green.solid', error: 'red.solid', warning: 'orange.solid' } as const;

function isToastType(value: unknown): value is ToastType {
  return value === 'success' || value === 'error' || value === 'warning';
}

function ToastIcon({ type }: { type: ToastType }) {
  const intl = useIntl();
  const Icon = ICONS[type];
  return (
    <Box as="span" flexShrink={0} color="white" mt="0.5">
      <Icon
        role="img"
        aria-hidden={false}
        aria-label={intl.formatMessage({ id: `ui.toast.${type}` })}
        data-toast-type={type}
        size={20}
      />
    </Box>
  );
}

/**
 * Renders the page's toasts and turns bus `toast` events into toasts. Only the first mounted host
 * in the page is active (useIsToastHostOwner), so many parcels never double a toast.
 */
export function ToastHost() {
  const owner = useIsToastHostOwner();

  useEffect(() => {
    if (!owner) return undefined;
    return bus.on('toast', (payload) => showToast(payload));
  }, [owner]);

  if (!owner) return null;
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const type = isToastType(toast.type) ? toast.type : 'success';
          return (
            <Toast.Root width={{ md: 'sm' }} bg={COLORS[type]} color="white" data-type={type}>
              <ToastIcon type={type} />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger />
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
