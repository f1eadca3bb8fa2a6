import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Heading, LoadingState, ErrorState, Stack, useApiErrorMessage } from '@portal/shared-ui';
import { useDatacentersQuery } from '../../data/catalog/datacenters-query';
import { useOsImagesQuery } from '../../data/catalog/os-images-query';
import { useTrialQuery } from '../../data/servers/trial-query';
import { rememberCreatedServer } from '../../servers/createdServer';
import { BuildWatch } from './BuildWatch';
import { CreateServerForm } from './CreateServerForm';

/** /cloud/servers/create-server: the form, then the new server's build until it is ON and its page opens. */
export function CreateServerPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const datacenters = useDatacentersQuery();
  const images = useOsImagesQuery();
  const trial = useTrialQuery();
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);

  if (created) return <BuildWatch serverId={created.id} name={created.name} />;
  const failed = [datacenters, images].find((q) => q.isError);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {intl.formatMessage({ id: 'cloud.createServer' })}
      </Heading>
      {failed ? (
        <ErrorState
          message={errorMessage(failed.error, 'cloud.create.loadFailed')}
          onRetry={() => {
            void datacenters.refetch();
            void images.refetch();
          }}
        />
      ) : !datacenters.data || !images.data ? (
        <LoadingState />
      ) : (
        <CreateServerForm
          datacenters={datacenters.data}
          images={images.data}
          trialAvailable={trial.data?.available ?? false}
          onCreated={(s) => {
            rememberCreatedServer(s.id);
            setCreated({ id: s.id, name: s.name });
          }}
        />
      )}
    </Stack>
  );
}
