import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Box, Button, ConfirmDialog, Flex, Stack, Text } from '@portal/shared-ui';
import { ConsoleStatus } from './ConsoleStatus';
import { PasteText } from './PasteText';
import { useVncSession, type RfbClass } from './useVncSession';

export interface ConsoleViewProps {
  server: Server;
  loadRfb?: () => Promise<RfbClass>;
}

/** The console of one server: its screen, the status line, reconnect, Ctrl+Alt+Del, typing text, fullscreen and scaling. */
export function ConsoleView({ server, loadRfb }: ConsoleViewProps) {
  const intl = useIntl();
  const screen = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(true);
  const [confirmCad, setConfirmCad] = useState(false);
  const running = canPerform(server, 'vnc');
  const session = useVncSession({ serverId: server.id, running, target: screen, fit, loadRfb });
  const connected = session.state === 'connected';
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} flex="1" minH="0">
      <Stack
        gap="3"
        p="3"
        w={{ base: 'full', lg: '72' }}
        flexShrink={0}
        borderEndWidth={{ lg: '1px' }}
        borderBottomWidth={{ base: '1px', lg: '0' }}
      >
        <ConsoleStatus state={session.state} desktop={session.desktop} detail={session.detail} />
        {session.state === 'off' && <Text fontSize="sm">{t('cloud.vnc.offHelp')}</Text>}
        <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t('cloud.vnc.toolbar')}>
          <Button size="sm" variant="outline" onClick={session.reconnect} disabled={!running}>
            {t('cloud.vnc.reconnect')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmCad(true)} disabled={!connected}>
            {t('cloud.vnc.ctrlAltDel')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void frame.current?.requestFullscreen?.()}
            disabled={!connected}
          >
            {t('cloud.vnc.fullscreen')}
          </Button>
          <Button size="sm" variant="outline" aria-pressed={!fit} onClick={() => setFit((f) => !f)}>
            {t(fit ? 'cloud.vnc.actualSize' : 'cloud.vnc.fit')}
          </Button>
        </Flex>
        <PasteText disabled={!connected} typing={session.typing} onType={session.typeText} />
        <Text fontSize="xs" color="fg.muted">
          {t('cloud.vnc.keyboardHelp')}
        </Text>
      </Stack>
      {/* the screen stays mounted (noVNC needs a sized box); it scrolls at 1:1 */}
      <Box
        ref={frame}
        flex="1"
        minH={{ base: '60vh', lg: '0' }}
        minW="0"
        bg="black"
        position="relative"
        overflow={fit ? 'hidden' : 'auto'}
        dir="ltr"
      >
        <Box
          ref={screen}
          w="full"
          h="full"
          data-console-screen=""
          aria-label={t('cloud.vnc.screen')}
          role="application"
        />
      </Box>
      <ConfirmDialog
        open={confirmCad}
        danger
        title={t('cloud.vnc.ctrlAltDelTitle')}
        confirmLabel={t('cloud.vnc.ctrlAltDelSend')}
        onClose={() => setConfirmCad(false)}
        onConfirm={() => {
          setConfirmCad(false);
          session.sendCtrlAltDel();
        }}
      >
        <Text>{t('cloud.vnc.ctrlAltDelWarning')}</Text>
      </ConfirmDialog>
    </Flex>
  );
}
