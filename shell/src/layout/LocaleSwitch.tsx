import { useIntl } from 'react-intl';
import type { Locale } from '@portal/shared-sdk';
import { Button, HStack } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { useSwitchLocale } from '../locale/useSwitchLocale';

const LOCALES: Locale[] = ['fa', 'en'];

/** fa / en toggle; each button names its language in that language. */
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
          onClick={() => switchLocale(l)}
        >
          {intl.formatMessage({ id: `shell.locale.${l}` })}
        </Button>
      ))}
    </HStack>
  );
}
