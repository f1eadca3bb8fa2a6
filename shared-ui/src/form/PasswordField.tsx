import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Box, IconButton, Input } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { FormFieldShell } from './FormFieldShell';
import { composeValidators, useFieldError } from './useFieldError';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  validate?: (value: string | undefined, all: object) => unknown;
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  helperText,
  required,
  disabled,
  validate,
  autoComplete = 'current-password',
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
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
      <Box position="relative" width="full">
        {/* pe and insetEnd are logical: the toggle sits at the end of the field in both directions */}
        <Input
          {...input}
          value={input.value ?? ''}
          type={visible ? 'text' : 'password'}
          pe="10"
          autoComplete={autoComplete}
        />
        <IconButton
          aria-label={intl.formatMessage({ id: visible ? 'ui.password.hide' : 'ui.password.show' })}
          aria-pressed={visible}
          size="sm"
          variant="ghost"
          position="absolute"
          top="50%"
          transform="translateY(-50%)"
          insetEnd="1"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </Box>
    </FormFieldShell>
  );
}
