import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Textarea } from '@chakra-ui/react';
import { FormFieldShell } from './FormFieldShell';
import { composeValidators, useFieldError } from './useFieldError';

export interface TextareaFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  maxLength?: number;
  /** returns a message id or a localized text when invalid */
  validate?: (value: string | undefined, all: object) => unknown;
  /** 'ltr' for code, addresses and certificates inside an RTL page; 'auto' by default */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/**
 * A multi-line text input bound to react-final-form. `dir="auto"` lets a Persian message read
 * right to left inside an English page and back.
 */
export function TextareaField({
  name,
  label,
  placeholder,
  helperText,
  required,
  disabled,
  rows = 5,
  maxLength,
  validate,
  dir = 'auto',
}: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate: composeValidators(required, validate) });
  const error = useFieldError(meta);
  return (
    <FormFieldShell
      label={label}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
    >
      <Textarea
        {...input}
        value={input.value ?? ''}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        dir={dir}
        resize="vertical"
      />
    </FormFieldShell>
  );
}
