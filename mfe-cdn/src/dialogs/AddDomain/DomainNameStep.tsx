import { useIntl } from 'react-intl';
import { Field, Input, Text } from '@portal/shared-ui';
import type { NameError } from './addDomainWizard';

export interface DomainNameStepProps {
  text: string;
  /** the wizard's own check, or the provider's message */
  error: NameError | null;
  onType: (text: string) => void;
  onSubmit: () => void;
}

/** Step 1: the domain's name (http(s)://, www. and a trailing slash are dropped; Persian letters allowed). */
export function DomainNameStep({ text, error, onType, onSubmit }: DomainNameStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Text mb="3" color="fg.muted">
        {t('cdn.wizard.name.intro')}
      </Text>
      <Field.Root invalid={!!error}>
        <Field.Label>{t('cdn.wizard.name.label')}</Field.Label>
        <Input
          value={text}
          onChange={(e) => onType(e.currentTarget.value)}
          placeholder="example.com"
          dir="ltr"
          autoComplete="off"
          autoFocus
          maxLength={300}
        />
        {error ? (
          <Field.ErrorText>{'id' in error ? t(`cdn.wizard.${error.id}`) : error.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('cdn.wizard.name.help')}</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
