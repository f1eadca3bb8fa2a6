import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Code, Field, Input, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from './ConfirmDialog';

export interface TypedPhraseConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** the exact text the user must type (e.g. the domain or server name) */
  phrase: string;
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: ReactNode;
  loading?: boolean;
}

/**
 * Destructive-action confirmation that asks for a typed phrase (docs/product.md#rules-delete-confirmations);
 * a mismatch shows "the entered phrase is incorrect" and does not confirm.
 */
export function TypedPhraseConfirmDialog({
  open,
  title,
  phrase,
  children,
  onConfirm,
  onClose,
  confirmLabel,
  loading,
}: TypedPhraseConfirmDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  // a reopened dialog starts empty
  useEffect(() => {
    if (open) {
      setTyped('');
      setMismatch(false);
    }
  }, [open]);

  const confirm = () => {
    if (typed.trim() !== phrase) {
      setMismatch(true);
      return;
    }
    onConfirm();
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      onConfirm={confirm}
      onClose={onClose}
      confirmLabel={confirmLabel}
      loading={loading}
      danger
    >
      <Stack gap="3">
        {children && <Box>{children}</Box>}
        <Text>
          <FormattedMessage
            id="ui.typedPhrase.prompt"
            values={{
              phrase: (
                <Code key="phrase" dir="ltr">
                  {phrase}
                </Code>
              ),
            }}
          />
        </Text>
        <Field.Root invalid={mismatch}>
          <Field.Label>{intl.formatMessage({ id: 'ui.typedPhrase.label' })}</Field.Label>
          <Input
            value={typed}
            autoComplete="off"
            dir="auto"
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setMismatch(false);
            }}
            onKeyDown={(e) => e.key === 'Enter' && confirm()}
          />
          {mismatch && (
            <Field.ErrorText>{intl.formatMessage({ id: 'ui.typedPhrase.mismatch' })}</Field.ErrorText>
          )}
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
