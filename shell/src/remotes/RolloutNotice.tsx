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

function Version({ children }: { children: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}

function NoticeText({ notice }: { notice: OverrideNotice }) {
  const intl = useIntl();
  const remote = remoteLabel(notice.remote, intl.locale);
  // a version (1.6.0-rc.1) and an address read left to right inside a Persian sentence too; a version
  // is one word, never broken at its hyphen on a phone
  if (notice.status === 'active') {
    return (
      <FormattedMessage
        id="shell.rollout.override.active"
        values={{ remote, version: <Version>{notice.version}</Version> }}
      />
    );
  }
  if (notice.status === 'dev') {
    return (
      <FormattedMessage
        id="shell.rollout.dev.active"
        values={{ remote, origin: <bdi dir="ltr">{notice.origin}</bdi> }}
      />
    );
  }
  return (
    <FormattedMessage
      id={REFUSED_MESSAGE[notice.reason]}
      values={{ remote, requested: <Version>{notice.requested}</Version> }}
    />
  );
}

const REFUSED_MESSAGE = {
  url: 'shell.rollout.override.refusedUrl',
  unknown: 'shell.rollout.override.refusedUnknown',
  'dev-not-allowed': 'shell.rollout.dev.refusedNotAllowed',
  'dev-not-configured': 'shell.rollout.dev.refusedNotConfigured',
} as const;

const NOTICE_PALETTE = { active: 'orange', dev: 'purple', refused: 'red' } as const;

const CLEAR_MESSAGE = {
  active: 'shell.rollout.override.clear',
  dev: 'shell.rollout.dev.clear',
  refused: 'shell.rollout.dismiss',
} as const;

/**
 * The QA override in effect (`?mfe_cdn=1.5.0`, remembered for the tab), the local development build
 * in use (`?mfe_cdn=dev`, remembered in this browser), or why one was refused: a visible line above
 * the page, so nobody mistakes a test or development build for what customers get.
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
          bg={`${NOTICE_PALETTE[notice.status]}.subtle`}
          borderColor={`${NOTICE_PALETTE[notice.status]}.muted`}
        >
          <Text flex="1" fontSize="sm">
            <NoticeText notice={notice} />
          </Text>
          <Button size="xs" variant="outline" onClick={() => loader.clearOverride(notice.remote)}>
            <FormattedMessage id={CLEAR_MESSAGE[notice.status]} />
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
