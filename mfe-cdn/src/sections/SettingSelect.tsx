import { useId, type ReactNode } from 'react';
import { Field, NativeSelect } from '@portal/shared-ui';

export interface SettingSelectProps<T extends string | number> {
  label: ReactNode;
  helperText?: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  /** saves the new value at once */
  onChange: (value: T) => void;
  pending?: boolean;
  disabled?: boolean;
}

/** A choice among values that saves when changed (the stored value shows once the server answers). */
export function SettingSelect<T extends string | number>({
  label,
  helperText,
  value,
  options,
  onChange,
  pending,
  disabled,
}: SettingSelectProps<T>) {
  const id = useId();
  return (
    <Field.Root disabled={disabled || pending}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm" maxW="sm">
        <NativeSelect.Field
          id={id}
          value={String(value)}
          aria-busy={pending || undefined}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.currentTarget.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
