import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, HStack, Stack, Text } from '@portal/shared-ui';
import { remoteLabel } from './remoteLabel';
import type { OverrideNotice, RemoteLoader } from './remoteLoader';
import { useRemoteLoader } from './RemoteLoaderContext';

export interface RolloutNoticeProps {
  /** the page's loader unless a test gives another */
  loader?: Pick<RemoteLoader, 'notices' | 'subscribe' | 'clearOverride'>;
}

function NoticeText({ notice }: { notice: OverrideNotice }) {
  const intl = useIntl();
  const remote = remoteLabel(notice.remote, intl.locale);
  if (notice.status === 'active') {
    return <FormattedMessage id="shell.rollout.override.active" values={{ remote, version: notice.version }} />;
  }
  return (
    <FormattedMessage
      id={notice.reason === 'url' ? 'shell.rollout.override.refusedUrl' : 'shell.rollout.override.refusedUnknown'}
      values={{ remote, requested: notice.requested }}
    />
  );
}

/**
 * The QA override in effect (`?mfe_cdn=1.5.0`, remembered for the tab), or why one was refused:
 * a visible line above the page, so nobody mistakes a test version for what customers get.
 */
export function RolloutNotice({ loader: givenLoader }: RolloutNoticeProps) {
  const pageLoader = useRemoteLoader();
  const loader = givenLoader ?? pageLoader;
  const notices = useSyncExternalStore(loader.subscribe, loader.notices, loader.notices);
  if (notices.length === 0) return null;
  return (
    <Stack gap="2" mb="4" data-testid="rollout-notice">
      {notices.map((notice) => (
        <HStack
          key={notice.remote}
          role={notice.status === 'refused' ? 'alert' : 'status'}
          data-remote={notice.remote}
          data-status={notice.status}
          gap="3"
          px="3"
          py="2"
          borderRadius="l2"
          borderWidth="1px"
          bg={notice.status === 'refused' ? 'red.subtle' : 'orange.subtle'}
          borderColor={notice.status === 'refused' ? 'red.muted' : 'orange.muted'}
        >
          <Text flex="1" fontSize="sm">
            <NoticeText notice={notice} />
          </Text>
          <Button size="xs" variant="outline" onClick={() => loader.clearOverride(notice.remote)}>
            <FormattedMessage id={notice.status === 'active' ? 'shell.rollout.override.clear' : 'shell.rollout.dismiss'} />
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
