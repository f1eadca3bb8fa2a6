import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox, Field } from '@chakra-ui/react';
import { composeValidators, useFieldError } from './useFieldError';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** e.g. accepting the terms (the caller's message id, such as acceptTermsError) */
  required?: boolean;
  disabled?: boolean;
  validate?: (value: boolean | undefined, all: object) => unknown;
}

/** A checkbox bound to react-final-form as a boolean. */
export function CheckboxField({ name, label, required, disabled, validate }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate: composeValidators(required, validate),
  });
  const error = useFieldError(meta);
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Checkbox.Root
        checked={!!input.checked}
        onCheckedChange={(e) => {
          input.onChange(e.checked === true);
          input.onBlur();
        }}
        disabled={disabled}
        invalid={!!error}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput name={input.name} onFocus={input.onFocus} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
