import { useIntl } from 'react-intl';
import { Box, HStack, Spinner, Text } from '@portal/shared-ui';
import type { ConsoleState } from './useVncSession';

export interface ConsoleStatusProps {
  state: ConsoleState;
  desktop?: string;
  detail?: string;
}

const COLOR: Record<ConsoleState, string> = {
  requesting: 'fg.muted',
  connecting: 'fg.muted',
  connected: 'green.fg',
  lost: 'orange.fg',
  refused: 'red.fg',
  off: 'orange.fg',
  failed: 'red.fg',
};

/** The console's status line, announced as it changes. */
export function ConsoleStatus({ state, desktop, detail }: ConsoleStatusProps) {
  const intl = useIntl();
  return (
    <HStack gap="2" role="status" aria-live="polite" data-state={state} minW="0">
      {(state === 'requesting' || state === 'connecting') && <Spinner size="xs" />}
      <Box w="2" h="2" borderRadius="full" bg={COLOR[state]} flexShrink={0} aria-hidden />
      <Text fontSize="sm" color={COLOR[state]} lineClamp={2}>
        {intl.formatMessage(
          { id: `cloud.vnc.state.${state}` },
          { name: <bdi key="name">{desktop ?? ''}</bdi> },
        )}
        {detail && ` (${detail})`}
      </Text>
    </HStack>
  );
}
