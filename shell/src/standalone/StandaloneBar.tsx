import { FormattedMessage, useIntl } from 'react-intl';
import { REMOTES, type RemoteName } from '@portal/release';
import { clearToken, type Locale } from '@portal/shared-sdk';
import { Button, HStack, Text } from '@portal/shared-ui';
import { useSwitchLocale } from '../locale/useSwitchLocale';
import { remoteLabel } from '../remotes/remoteLabel';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

const LOCALES: readonly Locale[] = ['fa', 'en'];

/** The line above a remote served alone: which remote, the locale, and signing out. */
export function StandaloneBar({ remote }: { remote: RemoteName }) {
  const intl = useIntl();
  const { locale, token } = useSessionSnapshot();
  const switchLocale = useSwitchLocale();
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
      <HStack gap="1" role="group" aria-label={intl.formatMessage({ id: 'shell.locale.label' })}>
        {LOCALES.map((l) => (
          <Button
            key={l}
            size="xs"
            variant={l === locale ? 'solid' : 'ghost'}
            aria-pressed={l === locale}
            onClick={() => switchLocale(l)}
          >
            <FormattedMessage id={`shell.locale.${l}`} />
          </Button>
        ))}
      </HStack>
      {token && (
        <Button size="xs" variant="outline" onClick={() => clearToken()}>
          <FormattedMessage id="shell.standalone.signOut" />
        </Button>
      )}
    </HStack>
  );
}
