import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { mountRootParcel, type Parcel } from 'single-spa';
import { bus } from '@portal/shared-sdk';
import { Box, Button, Card, ErrorState, LoadingState, Skeleton, Text } from '@portal/shared-ui';
import { RemoteLoadError, type ParcelLoader } from './remoteLoader';
import type { RemoteName } from '@portal/release';
import { remoteLabel } from './remoteLabel';
import { useParcelProps } from './useParcelProps';
import { takeFirstAnswers } from './earlyFirstQuery';
import { takePaintedArea } from './paintedArea';
import { useRemoteLoader } from './RemoteLoaderContext';

export type ParcelHostVariant = 'area' | 'widget' | 'dialog';

export interface ParcelHostProps {
  remote: RemoteName;
  /** the exposed module, e.g. `./app`, `./widgets/Balance` */
  module: string;
  basePath: string;
  /** extra props for a widget or dialog parcel (e.g. open/onClose); memoise them */
  widgetProps?: Record<string, unknown>;
  /** area: full error with retry; widget: a quiet card; dialog: a toast only */
  variant?: ParcelHostVariant;
  /** where parcels come from; the page's loader (RemoteLoaderProvider) unless a test gives another */
  loader?: ParcelLoader;
  /** told each time the parcel's state changes (loading, mounted, absent, error) */
  onStateChange?: (status: ParcelHostStatus) => void;
}

export type ParcelHostStatus = 'loading' | 'mounted' | 'absent' | 'error';

type HostState =
  | { status: 'loading' }
  | { status: 'mounted'; version: string; channel?: string }
  | { status: 'absent' }
  | { status: 'error'; phase: 'load' | 'mount' };

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * Mounts a remote's single-spa parcel into a div of its own and keeps it in sync with the shell:
 * `parcel.update(props)` whenever locale, session, location or widget props change, unmount on leave.
 * A load or mount failure stays inside this box (with retry) and is reported on the bus.
 */
export function ParcelHost({
  remote,
  module,
  basePath,
  widgetProps,
  variant = 'area',
  loader: givenLoader,
  onStateChange,
}: ParcelHostProps) {
  const intl = useIntl();
  const pageLoader = useRemoteLoader();
  const loader = givenLoader ?? pageLoader;
  const baseProps = useParcelProps(basePath);
  const widgetPropsRef = useRef(widgetProps);
  if (!widgetPropsRef.current || !widgetProps || !shallowEqual(widgetPropsRef.current, widgetProps)) {
    widgetPropsRef.current = widgetProps;
  }
  const stableWidgetProps = widgetPropsRef.current;
  const props = useMemo(() => ({ ...baseProps, ...stableWidgetProps }), [baseProps, stableWidgetProps]);

  const propsRef = useRef(props);
  propsRef.current = props;
  const domRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: Parcel; sent: unknown; domElement: HTMLElement } | null>(null);
  const [state, setState] = useState<HostState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // the first screen first-paint.js painted for this very area and page, shown while its first load
  const [painted] = useState(() =>
    variant === 'area' ? takePaintedArea(remote, props.location.pathname) : null,
  );
  const showPainted = painted !== null && state.status === 'loading' && attempt === 0;

  useEffect(() => {
    let active = true;
    let parcel: Parcel | null = null;
    let version = '';
    setState({ status: 'loading' });

    const fail = (phase: 'load' | 'mount', error: unknown) => {
      if (!active) return;
      if (variant === 'widget' && error instanceof RemoteLoadError && error.reason === 'not-exposed') {
        // the area has not shipped this widget (yet): the dashboard simply goes without it
        setState({ status: 'absent' });
        return;
      }
      if (error instanceof RemoteLoadError) version = error.version || version;
      bus.emit('remote:failed', { remote, version, phase, error });
      if (loader.fallBack?.(remote, version, phase, error)) {
        // a failing canary: this customer gets stable at once, with no error shown
        setAttempt((n) => n + 1);
        return;
      }
      if (variant === 'dialog') {
        bus.emit('toast', { title: intl.formatMessage({ id: 'shell.remote.dialogFailed' }), type: 'error' });
      }
      setState({ status: 'error', phase });
    };

    loader.load(remote, module).then(
      (loaded) => {
        if (!active || !domRef.current) return;
        version = loaded.version;
        const { channel } = loaded;
        const sent = propsRef.current;
        const domElement = domRef.current;
        // an area's first mount gets the answer of its page's first query when first-paint.js
        // already has it for this very version's declaration: the area renders its data at once
        const firstAnswers =
          variant === 'area'
            ? takeFirstAnswers(
                remote,
                version,
                pageLoader.contributions().remotes[remote],
                sent.location.pathname,
              )
            : undefined;
        try {
          parcel = mountRootParcel(loaded.config, {
            domElement,
            ...sent,
            ...(firstAnswers ? { firstAnswers } : {}),
          });
        } catch (error) {
          fail('mount', error);
          return;
        }
        parcelRef.current = { parcel, sent, domElement };
        parcel.mountPromise.then(
          () => {
            if (!active) return;
            // at once: the parcel's content is on the page already (no extra scheduler round)
            flushSync(() => setState({ status: 'mounted', version, channel }));
            loader.mounted?.(remote, version);
            // props that changed while it was mounting
            const current = parcelRef.current;
            if (current && current.sent !== propsRef.current && current.parcel.update) {
              current.sent = propsRef.current;
              current.parcel
                .update({ domElement: current.domElement, ...propsRef.current })
                .catch(() => undefined);
            }
          },
          (error: unknown) => {
            parcelRef.current = null;
            fail('mount', error);
          },
        );
      },
      (error: unknown) => fail('load', error),
    );

    return () => {
      active = false;
      parcelRef.current = null;
      const mounted = parcel;
      if (mounted) {
        // wait for a mount in progress, then unmount; a broken parcel has nothing left to unmount
        mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
      }
    };
    // intl/variant are read only when failing; a new attempt is what re-runs this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt, loader]);

  useEffect(() => {
    const current = parcelRef.current;
    if (state.status !== 'mounted' || !current || current.sent === props || !current.parcel.update) return;
    current.sent = props;
    // single-spa replaces the custom props wholesale on update: keep the element in them
    current.parcel.update({ domElement: current.domElement, ...props }).catch(() => undefined);
  }, [props, state.status]);

  useEffect(() => {
    onStateChange?.(state.status);
  }, [state.status, onStateChange]);

  const retry = () => {
    loader.reset(remote, module);
    setAttempt((n) => n + 1);
  };

  const label = remoteLabel(remote, intl.locale);
  const loadingLabel = intl.formatMessage({ id: 'shell.remote.loading' }, { remote: label });

  return (
    <Box
      data-remote={remote}
      data-module={module}
      data-status={state.status}
      data-version={state.status === 'mounted' ? state.version : undefined}
      data-channel={state.status === 'mounted' ? state.channel : undefined}
      position="relative"
      display={state.status === 'absent' ? 'none' : undefined}
    >
      {showPainted && <PaintedPage node={painted} label={loadingLabel} />}
      {state.status === 'loading' && variant === 'area' && !showPainted && (
        <LoadingState label={loadingLabel} />
      )}
      {state.status === 'loading' && variant === 'widget' && <Skeleton height="40" borderRadius="l2" />}
      {state.status === 'error' && variant === 'area' && (
        <ErrorState
          message={intl.formatMessage({ id: 'shell.remote.failed' }, { remote: label })}
          onRetry={retry}
        />
      )}
      {state.status === 'error' && variant === 'widget' && (
        <Card.Root variant="outline" size="sm" role="status">
          <Card.Body gap="2">
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="shell.remote.widgetUnavailable" />
            </Text>
            <Button size="xs" variant="ghost" alignSelf="start" onClick={retry}>
              <FormattedMessage id="shell.remote.retry" />
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {/* a fresh element per attempt: nothing a failed parcel left behind reaches the next one */}
      {/* hidden while the painted page stands in for it: the two never show at once */}
      <div key={attempt} ref={domRef} hidden={state.status === 'error' || showPainted} />
    </Box>
  );
}

/**
 * The painted first screen (`node`) in the area's slot, until the remote's page replaces it: it is
 * moved in as the slot first commits, so the frame it was painted in and this slot share one frame
 * on screen. Assistive technology hears that the area is loading; the painted copy, which answers
 * no input, is hidden from it.
 */
function PaintedPage({ node, label }: { node: HTMLElement; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    box.appendChild(node);
    return () => node.remove();
  }, [node]);
  return (
    <>
      <Box srOnly role="status">
        {label}
      </Box>
      <div ref={ref} aria-hidden="true" aria-busy="true" />
    </>
  );
}
