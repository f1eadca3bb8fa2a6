import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Domain } from '@portal/api-cdn';
import { Button, Flex, Text } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { DeleteDomainDialog } from './DeleteDomainDialog';

export interface DeletePanelProps {
  domain: Domain;
}

/** Removing the domain from the CDN, behind its confirmation dialog. */
export function DeletePanel({ domain }: DeletePanelProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Panel title={intl.formatMessage({ id: 'cdn.domain.delete.panel' })} tone="danger">
      <Flex gap="3" align="center" wrap="wrap">
        <Text flex="1" minW="12rem" color="fg.muted" fontSize="sm">
          {intl.formatMessage({ id: 'cdn.domain.delete.description' })}
        </Text>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'cdn.domain.delete.open' })}
        </Button>
      </Flex>
      <DeleteDomainDialog domain={domain} open={open} onClose={() => setOpen(false)} />
    </Panel>
  );
}
