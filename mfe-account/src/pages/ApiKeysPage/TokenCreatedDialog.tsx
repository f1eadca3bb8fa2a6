import { FormattedMessage } from 'react-intl';
import type { ApiTokenCreated } from '@portal/api-account';
import { Alert, Button, Code, CopyButton, DialogFrame, HStack, Stack } from '@portal/shared-ui';

export interface TokenCreatedDialogProps {
  token: ApiTokenCreated | null;
  onClose: () => void;
}

/** The new token's secret, once, with copy; closing forgets it (the provider never shows it again). */
export function TokenCreatedDialog({ token, onClose }: TokenCreatedDialogProps) {
  return (
    <DialogFrame
      open={token !== null}
      onClose={onClose}
      closeOnOutsideClick={false}
      size="md"
      title={<FormattedMessage id="account.tokens.created.title" values={{ name: token?.name }} />}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          <FormattedMessage id="account.tokens.created.done" />
        </Button>
      }
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="account.tokens.created.once" />
          </Alert.Title>
        </Alert.Root>
        <HStack gap="2" align="center">
          <Code dir="ltr" p="2" fontSize="sm" wordBreak="break-all" flex="1" data-testid="new-token">
            {token?.token}
          </Code>
          <CopyButton text={token?.token ?? ''} size="sm" />
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
