import { useId, useRef, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button, Field, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { CloseIcon, UploadIcon } from '../icons/icons';
import { addFiles } from './fileLimits';
import { composeValidators, useFieldError } from './useFieldError';

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** the most files the field takes (a ticket: 5) */
  maxFiles: number;
  /** allowed extensions without the dot (jpg, pdf…); any type when omitted */
  extensions?: readonly string[];
  /** shown when a file over maxFiles is rejected; "You can't attach more than {max} files" by default */
  tooManyMessage?: string;
  required?: boolean;
  disabled?: boolean;
  /** called with the files just accepted, e.g. to start their uploads */
  onFilesAdded?: (files: File[]) => void;
  /** a slot beside each file, e.g. its upload progress */
  renderProgress?: (file: File) => ReactNode;
}

/** A multi-file picker bound to react-final-form (value: File[]) with count and type limits. */
export function FileField({
  name,
  label,
  maxFiles,
  extensions,
  tooManyMessage,
  required,
  disabled,
  onFilesAdded,
  renderProgress,
}: FileFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string>();
  const { input, meta } = useField<File[]>(name, { validate: composeValidators(required) });
  const files: File[] = Array.isArray(input.value) ? input.value : [];
  const fieldError = useFieldError(meta);
  const error = rejection ?? fieldError;

  const onPick = (picked: File[]) => {
    const { accepted, overflow, badType } = addFiles(files, picked, { maxFiles, extensions });
    const firstBad = badType[0];
    if (firstBad) setRejection(intl.formatMessage({ id: 'ui.file.badType' }, { name: firstBad.name }));
    else if (overflow.length > 0)
      setRejection(tooManyMessage ?? intl.formatMessage({ id: 'ui.file.tooMany' }, { max: maxFiles }));
    else setRejection(undefined);
    if (accepted.length !== files.length) {
      input.onChange(accepted);
      onFilesAdded?.(accepted.slice(files.length));
    }
  };

  return (
    <Field.Root invalid={!!error} disabled={disabled} required={required}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        multiple={maxFiles > 1}
        hidden
        accept={extensions?.map((e) => `.${e}`).join(',')}
        onChange={(e) => {
          onPick(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = ''; // lets the same file be picked again after removing it
        }}
      />
      <HStack gap="3">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || files.length >= maxFiles}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon /> {intl.formatMessage({ id: 'ui.file.choose' })}
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {intl.formatMessage({ id: 'ui.file.count' }, { count: files.length, max: maxFiles })}
        </Text>
      </HStack>
      {extensions && (
        <Field.HelperText>
          {intl.formatMessage({ id: 'ui.file.allowed' }, { types: extensions.join(', ') })}
        </Field.HelperText>
      )}
      {files.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" width="full">
          {files.map((file, index) => (
            <HStack
              as="li"
              key={`${file.name}-${index}`}
              gap="2"
              borderWidth="1px"
              rounded="md"
              px="2"
              py="1"
            >
              <Text flex="1" truncate dir="auto" fontSize="sm">
                {file.name}
              </Text>
              {renderProgress?.(file)}
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'ui.file.remove' }, { name: file.name })}
                onClick={() => {
                  setRejection(undefined);
                  input.onChange(files.filter((_, i) => i !== index));
                }}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
