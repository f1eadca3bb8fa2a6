import { useIntl } from 'react-intl';
import { WAF_MODES, formatCountdown, type Waf, type WafMode } from '@portal/api-cdn';
import { Alert, Button, Flex, Text } from '@portal/shared-ui';
import { useWafModeMutation } from '../../data/waf/waf-mode-mutation';
import { Panel } from '../../components/Panel';
import { useResultToasts } from '../../components/useResultToasts';
import { useCountdown } from './useCountdown';

export interface WafModePanelProps {
  domainId: number;
  waf: Waf;
  /** when the provider's answer arrived (ms) */
  countedAt: number;
  /** debug's time is up by the count: read the WAF again */
  onDebugEnd: () => void;
}

/** Off, on or debug (logging only); in debug, the time left before the provider switches it off. */
export function WafModePanel({ domainId, waf, countedAt, onDebugEnd }: WafModePanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const setMode = useWafModeMutation();
  const toasts = useResultToasts();
  const left = useCountdown(waf.mode === 'debug' ? waf.seconds_left : 0, countedAt, onDebugEnd);
  const choose = (mode: WafMode) => setMode.mutate({ domainId, mode }, toasts);
  return (
    <Panel title={t('cdn.waf.mode')}>
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('cdn.waf.mode')}>
        {WAF_MODES.map((mode) => (
          <Button
            key={mode}
            size="sm"
            variant={waf.mode === mode ? 'solid' : 'outline'}
            colorPalette={waf.mode === mode ? 'brand' : 'gray'}
            aria-pressed={waf.mode === mode}
            disabled={setMode.isPending}
            onClick={() => waf.mode !== mode && choose(mode)}
          >
            {t(`cdn.waf.mode.${mode}`)}
          </Button>
        ))}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t(`cdn.waf.modeHint.${waf.mode}`)}
      </Text>
      {waf.mode === 'debug' && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>
            {t('cdn.waf.debugLeft', {
              time: (
                <bdi key="t" dir="ltr">
                  {formatCountdown(left)}
                </bdi>
              ),
            })}
          </Alert.Title>
        </Alert.Root>
      )}
    </Panel>
  );
}
