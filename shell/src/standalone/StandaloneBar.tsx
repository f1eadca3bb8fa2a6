import { FormattedMessage, useIntl } from 'react-intl';
import { REMOTES, type RemoteName } from '@portal/release';
import { clearToken } from '@portal/shared-sdk';
import { Button, HStack, Text } from '@portal/shared-ui';
import { LocaleSwitch } from '../layout/LocaleSwitch';
import { remoteLabel } from '../remotes/remoteLabel';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

/** The line above a remote served alone: which remote, the locale, and signing out. */
export function StandaloneBar({ remote }: { remote: RemoteName }) {
  const intl = useIntl();
  const { token } = useSessionSnapshot();
  return (
    <HStack
      as="header"
      gap="3"
      px="4"
      py="2"
      borderBottomWidth="1px"
      bg="bg.subtle"
      wrap="wrap"
      data-testid="standalone-bar"
    >
      <Text flex="1" fontWeight="medium" minW="0">
        <FormattedMessage
          id="shell.standalone.title"
          values={{
            remote: remoteLabel(remote, intl.locale),
            path: <bdi dir="ltr">{REMOTES[remote].basePath}</bdi>,
          }}
        />
      </Text>
      <LocaleSwitch />
      {token && (
        <Button size="xs" variant="outline" onClick={() => clearToken()}>
          <FormattedMessage id="shell.standalone.signOut" />
        </Button>
      )}
    </HStack>
  );
}
