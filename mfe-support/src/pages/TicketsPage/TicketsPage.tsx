import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Badge, Button, Flex, Tabs, useApiErrorMessage } from '@portal/shared-ui';
import { useTicketsQuery } from '../../data/tickets/tickets-query';
import { NewTicketDialog } from '../../dialogs/NewTicket/NewTicketDialog';
import { TicketsTable } from './TicketsTable';

export type TicketsTab = 'open' | 'closed';

/** The tab lives in the address (`?tab=closed`), so a reload or a shared link keeps it. */
export function tabFromSearch(search: URLSearchParams): TicketsTab {
  return search.get('tab') === 'closed' ? 'closed' : 'open';
}

/** /support/tickets: open and closed tabs over the ticket lists. */
export function TicketsPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  const query = useTicketsQuery();
  const [newOpen, setNewOpen] = useState(false);
  const errorMessage = useApiErrorMessage();
  const error = query.isError ? errorMessage(query.error, 'support.error.generic') : undefined;
  const lists = { open: query.data?.opened_list, closed: query.data?.closed_list };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setSearch(e.value === 'closed' ? { tab: 'closed' } : {}, { replace: true })}
      lazyMount
    >
      <Flex align="center" gap="3" wrap="wrap" mb="4">
        <Tabs.List flex="1">
          {(['open', 'closed'] as const).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {intl.formatMessage({ id: `support.tickets.tab.${value}` })}
              {lists[value] && (
                <Badge size="sm" variant="subtle" ms="1">
                  <bdi>{lists[value].length}</bdi>
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Button colorPalette="brand" size="sm" onClick={() => setNewOpen(true)}>
          {intl.formatMessage({ id: 'support.action.newTicket' })}
        </Button>
      </Flex>
      {(['open', 'closed'] as const).map((value) => (
        <Tabs.Content key={value} value={value} pt="0">
          <TicketsTable
            tickets={lists[value]}
            loading={query.isPending}
            error={error}
            onRetry={() => void query.refetch()}
            label={intl.formatMessage({ id: `support.tickets.tab.${value}` })}
          />
        </Tabs.Content>
      ))}
      <NewTicketDialog open={newOpen} onClose={() => setNewOpen(false)} />
    </Tabs.Root>
  );
}
