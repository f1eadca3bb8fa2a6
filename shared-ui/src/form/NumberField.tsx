import { useEffect, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Input } from '@chakra-ui/react';
import { FormFieldShell } from './FormFieldShell';
import { composeValidators, useFieldError } from './useFieldError';
import { clampNumber, groupDigits, parseNumberInput, sanitizeNumberInput } from './numberInput';

export interface NumberFieldProps {
  name: string;
  label: ReactNode;
  min?: number;
  max?: number;
  /** false: digits only, no decimal point */
  decimal?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  validate?: (value: number | undefined, all: object) => unknown;
  /** shows thousands separators (1,250,000) as rials are read; the value stays a plain number */
  grouping?: boolean;
}

/**
 * A number input bound to react-final-form (value: number | undefined). Accepts only digits,
 * minus and point (Persian digits converted while typing) and clamps to [min, max] on blur,
 * when the value is complete: clamping each keystroke would stop "50" from being typed with min 10.
 */
export function NumberField({
  name,
  label,
  min,
  max,
  decimal = true,
  helperText,
  required,
  disabled,
  placeholder,
  validate,
  grouping,
}: NumberFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<number | undefined>(name, {
    validate: composeValidators(required, validate),
  });
  const [text, setText] = useState(
    input.value === undefined || input.value === null ? '' : String(input.value),
  );
  const error = useFieldError(meta);

  // follow values set from outside (initial values, form.reset, form.change)
  useEffect(() => {
    const value = input.value as number | undefined | '';
    if (parseNumberInput(text) !== (value === '' ? undefined : value))
      setText(value === undefined || value === '' ? '' : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.value]);

  const range =
    min !== undefined && max !== undefined
      ? intl.formatMessage({ id: 'ui.number.range' }, { min, max })
      : undefined;

  return (
    <FormFieldShell
      label={label}
      error={error}
      helperText={helperText ?? range}
      required={required}
      disabled={disabled}
    >
      <Input
        name={input.name}
        value={grouping ? groupDigits(text) : text}
        inputMode={decimal ? 'decimal' : 'numeric'}
        dir="ltr"
        placeholder={placeholder}
        onFocus={input.onFocus}
        onChange={(e) => {
          const next = sanitizeNumberInput(e.currentTarget.value, {
            allowNegative: min === undefined || min < 0,
            allowDecimal: decimal,
          });
          setText(next);
          input.onChange(parseNumberInput(next));
        }}
        onBlur={() => {
          const parsed = parseNumberInput(text);
          const clamped = parsed === undefined ? undefined : clampNumber(parsed, min, max);
          setText(clamped === undefined ? '' : String(clamped));
          input.onChange(clamped);
          input.onBlur();
        }}
      />
    </FormFieldShell>
  );
}
