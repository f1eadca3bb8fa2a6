import { useIntl } from 'react-intl';
import { Box, Checkbox, Field, Stack, Text } from '@portal/shared-ui';

export interface TermsStepProps {
  name: string;
  accepted: boolean;
  /** shown when Continue was pressed without the terms ticked */
  error: boolean;
  onToggle: (accepted: boolean) => void;
}

const TERMS = [
  'cdn.wizard.terms.owner',
  'cdn.wizard.terms.content',
  'cdn.wizard.terms.wallet',
  'cdn.wizard.terms.dns',
];

/** Step 2: the terms of putting the domain on the CDN; Continue adds the domain once they are accepted. */
export function TermsStep({ name, accepted, error, onToggle }: TermsStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="4">
      <Text>
        {intl.formatMessage(
          { id: 'cdn.wizard.terms.intro' },
          {
            domain: (
              <bdi key="d" dir="ltr">
                {name}
              </bdi>
            ),
          },
        )}
      </Text>
      <Box
        as="ul"
        ps="5"
        m="0"
        maxH="40"
        overflowY="auto"
        borderWidth="1px"
        rounded="l2"
        py="3"
        pe="3"
        bg="bg.subtle"
      >
        {TERMS.map((id) => (
          <Text as="li" key={id} mb="1.5" fontSize="sm">
            {t(id)}
          </Text>
        ))}
      </Box>
      <Field.Root invalid={error}>
        <Checkbox.Root
          checked={accepted}
          onCheckedChange={(e) => onToggle(e.checked === true)}
          invalid={error}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('cdn.wizard.terms.accept')}</Checkbox.Label>
        </Checkbox.Root>
        {error && <Field.ErrorText>{t('cdn.wizard.acceptTermsError')}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
