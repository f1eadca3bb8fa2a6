import { useIntl } from 'react-intl';
import type { Locale } from '@portal/shared-sdk';
import { Box, Button, HStack } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { useSwitchLocale } from '../locale/useSwitchLocale';

const LOCALES: Locale[] = ['fa', 'en'];

/**
 * fa / en toggle; each button names its language in that language — in full, or shortened on a
 * phone, where the header has room for the search, the balance and the account menu beside it.
 */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale } = useSessionSnapshot();
  const switchLocale = useSwitchLocale();
  return (
    <HStack gap="0" role="group" aria-label={intl.formatMessage({ id: 'shell.locale.label' })}>
      {LOCALES.map((l) => (
        <Button
          key={l}
          size="xs"
          variant={l === locale ? 'solid' : 'ghost'}
          aria-pressed={l === locale}
          lang={l}
          aria-label={intl.formatMessage({ id: `shell.locale.${l}` })}
          onClick={() => switchLocale(l)}
        >
          <Box as="span" hideBelow="sm">
            {intl.formatMessage({ id: `shell.locale.${l}` })}
          </Box>
          <Box as="span" hideFrom="sm" aria-hidden>
            {intl.formatMessage({ id: `shell.locale.${l}Short` })}
          </Box>
        </Button>
      ))}
    </HStack>
  );
}
