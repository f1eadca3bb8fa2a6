import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Card, Field, Flex, Heading, NativeSelect, Text } from '@portal/shared-ui';
import type { PlacedWidget } from '../contributions/dashboardParts';
import { inLocale } from '../contributions/localizedText';
import type { ParcelHostStatus } from '../remotes/ParcelHost';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { pickResource } from './pickResource';

export interface ResourcesCardProps {
  /** the widgets of the `resources` slot, by order */
  options: readonly PlacedWidget[];
}

/**
 * One dashboard card for the customer's resources (domains, servers): a dropdown of the slot's
 * widgets and the chosen one below. Only what is shown is loaded: the card opens on the first
 * option, and goes on to the next only when that one says it is empty or its remote is down (a
 * widget whose remote is down takes only its own option away). An option is loaded when it is
 * chosen, or ahead of that when the pointer or the focus reaches the dropdown; once loaded it stays
 * mounted, hidden while another is chosen.
 */
export function ResourcesCard({ options }: ResourcesCardProps) {
  const intl = useIntl();
  const loader = useRemoteLoader();
  const [chosen, setChosen] = useState<string | null>(null);
  const [empty, setEmpty] = useState<Record<string, boolean>>({});
  const [down, setDown] = useState<Record<string, boolean>>({});
  const available = useMemo(() => options.filter((o) => !down[o.key]), [options, down]);
  const selected = pickResource(
    available.map((o) => o.key),
    empty,
    chosen,
  );
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (selected) setShown((s) => (s.has(selected) ? s : new Set(s).add(selected)));
  }, [selected]);
  const mounted = available.filter((o) => o.key === selected || shown.has(o.key));

  // the options not loaded yet, fetched ahead of a choice; one whose remote is down leaves the
  // dropdown then (forgotten, so retry loads it afresh)
  const prefetch = () => {
    for (const o of available) {
      if (o.key === selected || shown.has(o.key)) continue;
      loader.load(o.remote, o.module).catch(() => {
        loader.reset(o.remote, o.module);
        onState(o.key, 'error');
      });
    }
  };

  const onEmpty = useCallback(
    (key: string, isEmpty: boolean) => setEmpty((e) => (e[key] === isEmpty ? e : { ...e, [key]: isEmpty })),
    [],
  );
  const onState = useCallback((key: string, status: ParcelHostStatus) => {
    const gone = status === 'error' || status === 'absent';
    setDown((d) => (!!d[key] === gone ? d : { ...d, [key]: gone }));
  }, []);

  const retry = () => {
    for (const o of options) loader.reset(o.remote, o.module);
    setDown({});
  };

  return (
    <Card.Root as="section" aria-labelledby="resources-card-title">
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          {/* the title stays on one line on a phone: the dropdown's "Show" is then read only by screen readers */}
          <Heading as="h2" size="md" flex="1" whiteSpace="nowrap" id="resources-card-title">
            <FormattedMessage id="shell.resources.title" />
          </Heading>
          {available.length > 1 && (
            <Field.Root width="auto" orientation="horizontal" gap="2">
              <Field.Label
                fontSize="sm"
                color="fg.muted"
                whiteSpace="nowrap"
                srOnly={{ base: true, sm: false }}
              >
                <FormattedMessage id="shell.resources.show" />
              </Field.Label>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  value={selected ?? ''}
                  onChange={(e) => setChosen(e.currentTarget.value)}
                  onPointerEnter={prefetch}
                  onFocus={prefetch}
                >
                  {available.map((o) => (
                    <option key={o.key} value={o.key}>
                      {inLocale(o.label, intl.locale)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {available.length === 0 && (
          <Flex role="status" align="center" gap="3" wrap="wrap">
            <Text color="fg.muted" fontSize="sm" flex="1">
              <FormattedMessage id="shell.remote.widgetUnavailable" />
            </Text>
            <Button size="xs" variant="ghost" onClick={retry}>
              <FormattedMessage id="shell.remote.retry" />
            </Button>
          </Flex>
        )}
        {mounted.map((o) => (
          <Box key={o.key} hidden={o.key !== selected} data-resource={o.key}>
            <ResourceOption option={o} onEmpty={onEmpty} onState={onState} />
          </Box>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

interface ResourceOptionProps {
  option: PlacedWidget;
  onEmpty: (key: string, empty: boolean) => void;
  onState: (key: string, status: ParcelHostStatus) => void;
}

function ResourceOption({ option, onEmpty, onState }: ResourceOptionProps) {
  const { key, remote, module } = option;
  const extraProps = useMemo(
    () => ({ onEmptyChange: (isEmpty: unknown) => onEmpty(key, isEmpty === true) }),
    [key, onEmpty],
  );
  const onStateChange = useCallback((status: ParcelHostStatus) => onState(key, status), [key, onState]);
  return (
    <RemoteWidget remote={remote} module={module} extraProps={extraProps} onStateChange={onStateChange} />
  );
}
