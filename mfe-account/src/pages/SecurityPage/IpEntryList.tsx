import { FormattedMessage, useIntl } from 'react-intl';
import { Button, JustAddedMark, JustAddedRows, Table, Text } from '@portal/shared-ui';

export interface IpEntryListProps {
  entries: readonly string[];
  /** the entries just added, marked for a moment */
  newEntries: ReadonlySet<string>;
  onRemove: (entry: string) => void;
  busy: boolean;
}

/** The whitelist's entries, in the order they were added, each removable. */
export function IpEntryList({ entries, newEntries, onRemove, busy }: IpEntryListProps) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="ip-whitelist-empty">
        <FormattedMessage id="account.ip.empty" />
      </Text>
    );
  }
  return (
    <JustAddedRows ids={newEntries}>
      <Table.Root size="sm" aria-label={intl.formatMessage({ id: 'account.ip.list' })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="account.ip.entry" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="account.ip.actions" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry}>
              <Table.Cell>
                <Text as="span" fontFamily="mono">
                  <bdi dir="ltr">{entry}</bdi>
                </Text>
                <JustAddedMark added={newEntries.has(entry)} badge />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => onRemove(entry)}
                  aria-label={intl.formatMessage({ id: 'account.ip.removeOne' }, { entry })}
                >
                  <FormattedMessage id="account.ip.remove" />
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </JustAddedRows>
  );
}
