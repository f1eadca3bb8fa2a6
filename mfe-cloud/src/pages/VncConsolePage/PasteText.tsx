import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Field, Flex, Stack, Text, Textarea } from '@portal/shared-ui';

export interface PasteTextProps {
  disabled: boolean;
  typing: boolean;
  onType: (text: string) => Promise<void>;
}

/** Text to type into the console as keystrokes (a server's console has no clipboard); the button waits while it types. */
export function PasteText({ disabled, typing, onType }: PasteTextProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label fontSize="sm">{intl.formatMessage({ id: 'cloud.vnc.paste.label' })}</Field.Label>
        <Textarea
          size="sm"
          rows={2}
          dir="ltr"
          fontFamily="mono"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Field.Root>
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || typing || text === ''}
          loading={typing}
          data-busy={typing || undefined}
          onClick={() => void onType(text)}
        >
          {intl.formatMessage({ id: 'cloud.vnc.paste.type' })}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage({ id: 'cloud.vnc.paste.help' })}
        </Text>
      </Flex>
    </Stack>
  );
}
