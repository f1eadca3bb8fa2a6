import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldShellProps {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, helper and error text; ties them together for assistive technology. */
export function FormFieldShell({
  label,
  error,
  helperText,
  required,
  disabled,
  children,
}: FormFieldShellProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
