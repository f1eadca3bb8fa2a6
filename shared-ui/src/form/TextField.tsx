import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Input } from '@chakra-ui/react';
import { FormFieldShell } from './FormFieldShell';
import { composeValidators, useFieldError } from './useFieldError';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** returns a message id or a localized text when invalid */
  validate?: (value: string | undefined, all: object) => unknown;
  /** 'ltr' for e-mails, domains, IPs inside an RTL page */
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  maxLength?: number;
}

/** A text input bound to react-final-form. */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  helperText,
  required,
  disabled,
  validate,
  dir,
  autoComplete,
  maxLength,
}: TextFieldProps) {
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
      <Input
        {...input}
        value={input.value ?? ''}
        type={type}
        placeholder={placeholder}
        dir={dir}
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    </FormFieldShell>
  );
}
