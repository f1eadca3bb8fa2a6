import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { NativeSelect } from '@chakra-ui/react';
import { FormFieldShell } from './FormFieldShell';
import { composeValidators, useFieldError } from './useFieldError';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** a localized "choose…" entry with an empty value */
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  validate?: (value: string | undefined, all: object) => unknown;
}

/** A native select bound to react-final-form (native: accessible and light on the bundle). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  required,
  disabled,
  validate,
}: SelectFieldProps) {
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
      <NativeSelect.Root>
        <NativeSelect.Field {...input} value={input.value ?? ''} placeholder={placeholder}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormFieldShell>
  );
}
