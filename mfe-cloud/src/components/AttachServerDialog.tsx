import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Text } from '@portal/shared-ui';
import { FormDialog } from './FormDialog';
import { ServerSelectField } from './ServerSelectField';
import { submitForm } from './submitForm';

export interface AttachServerValues {
  server_id?: string;
  [extra: string]: string | undefined;
}

export interface AttachServerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** what attaching does and which servers qualify */
  help: string;
  /** the data center whose servers are offered */
  datacenterId: number | undefined;
  /** servers already attached */
  exclude: readonly number[];
  /** the call; its message is shown as a success toast */
  onAttach: (values: AttachServerValues) => Promise<{ message: string }>;
  /** fields after the server (e.g. a fixed address) */
  extraFields?: ReactNode;
  /** the provider's field names the form shows its refusals beside */
  fields?: readonly string[];
}

/** Attaches something of one data center (a firewall group, a private network) to a server there. */
export function AttachServerDialog({
  open,
  onClose,
  title,
  help,
  datacenterId,
  exclude,
  onAttach,
  extraFields,
  fields = ['server_id'],
}: AttachServerDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog<AttachServerValues>
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={intl.formatMessage({ id: 'cloud.common.attach' })}
      onSubmit={(values) => submitForm(() => onAttach(values), fields, onClose)}
    >
      <Text color="fg.muted" fontSize="sm">
        {help}
      </Text>
      <ServerSelectField
        label={intl.formatMessage({ id: 'cloud.common.server' })}
        datacenterId={datacenterId}
        exclude={exclude}
      />
      {extraFields}
    </FormDialog>
  );
}
