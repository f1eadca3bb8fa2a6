import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearToken, setToken } from '@portal/shared-sdk';
import { Box, Button, Heading, Stack, Text, TextField } from '@portal/shared-ui';

interface SignInValues {
  token?: string;
}

/** A token of 4 characters or fewer counts as missing, as on /force-set-token. */
export function validateToken(value: string | undefined): string | undefined {
  return (value?.trim().length ?? 0) > 4 ? undefined : 'shell.standalone.tokenTooShort';
}

/** The standalone page's sign-in: a provider API token (the page has no login flow of its own). */
export function StandaloneSignIn({ next }: { next: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Box maxW="md" mx="auto" mt="10" px="4">
      <Form<SignInValues>
        onSubmit={({ token }) => {
          clearToken();
          setToken(token?.trim() ?? '');
          void navigate(next, { replace: true });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <Heading as="h1" size="md">
                <FormattedMessage id="shell.standalone.signIn" />
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="shell.standalone.tokenHelp" />
              </Text>
              <TextField
                name="token"
                label={intl.formatMessage({ id: 'shell.standalone.token' })}
                required
                validate={validateToken}
                dir="ltr"
                autoComplete="off"
              />
              <Button type="submit" colorPalette="brand" alignSelf="start">
                <FormattedMessage id="shell.standalone.signIn" />
              </Button>
            </Stack>
          </form>
        )}
      />
    </Box>
  );
}
