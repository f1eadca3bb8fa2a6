import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';

/** A provider answer that carries a password shown only this once. */
type SecretAnswer = { data: { password: string }; message: string };

export interface SecretConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  warning: string;
  danger?: boolean;
  serverId: number;
  mutation: UseMutationResult<SecretAnswer, unknown, { serverId: number }, unknown>;
  /** the password the provider answered, for the caller to show once */
  onSecret: (password: string) => void;
}

/**
 * Confirms a change that answers a password shown once (a root password reset, the rescue system):
 * on success the password goes to the caller and the provider's message to a toast; a refusal
 * closes the dialog with the provider's message.
 */
export function SecretConfirmDialog({
  open,
  onClose,
  title,
  confirmLabel,
  warning,
  danger,
  serverId,
  mutation,
  onSecret,
}: SecretConfirmDialogProps) {
  const errorMessage = useApiErrorMessage();
  return (
    <ConfirmDialog
      open={open}
      danger={danger}
      loading={mutation.isPending}
      title={title}
      confirmLabel={confirmLabel}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(
          { serverId },
          {
            onSuccess: ({ data, message }) => {
              onSecret(data.password);
              onClose();
              showToast({ title: message, type: 'success' });
            },
            onError: (error) => {
              onClose();
              showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' });
            },
          },
        )
      }
    >
      <Text>{warning}</Text>
    </ConfirmDialog>
  );
}
