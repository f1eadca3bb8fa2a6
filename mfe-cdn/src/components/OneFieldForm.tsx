import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Flex } from '@portal/shared-ui';
import { FormErrorAlert } from './FormErrorAlert';

export interface OneFieldFormProps {
  /** the form's name for assistive technology */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  submitError: unknown;
  submitting: boolean | undefined;
  submitLabel: string;
  /** the narrowest the field gets before the button wraps under it */
  fieldMinW: string;
  /** a field with a helper text lines its button up with the input, not the helper, from md up */
  buttonAlignsWithInput?: boolean;
  /** the one field */
  children: ReactNode;
}

/** A form of one field and its save button on one line (the button wraps under it on a phone), the server's refusal above. */
export function OneFieldForm({
  label,
  onSubmit,
  submitError,
  submitting,
  submitLabel,
  fieldMinW,
  buttonAlignsWithInput = false,
  children,
}: OneFieldFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <FormErrorAlert error={submitError} />
        <Box flex="1" minW={fieldMinW}>
          {children}
        </Box>
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          loading={submitting}
          mb={buttonAlignsWithInput ? { base: 0, md: 6 } : undefined}
        >
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
