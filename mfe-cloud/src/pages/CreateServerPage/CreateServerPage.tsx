import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Heading, QueryView, Stack } from '@portal/shared-ui';
import { useDatacentersQuery } from '../../data/catalog/datacenters-query';
import { useOsImagesQuery } from '../../data/catalog/os-images-query';
import { useTrialQuery } from '../../data/servers/trial-query';
import { rememberCreatedServer } from '../../servers/createdServer';
import { BuildWatch } from './BuildWatch';
import { CreateServerForm } from './CreateServerForm';

/** /cloud/servers/create-server: the form, then the new server's build until it is ON and its page opens. */
export function CreateServerPage() {
  const intl = useIntl();
  const datacenters = useDatacentersQuery();
  const images = useOsImagesQuery();
  const trial = useTrialQuery();
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);

  if (created) return <BuildWatch serverId={created.id} name={created.name} />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {intl.formatMessage({ id: 'cloud.createServer' })}
      </Heading>
      <QueryView query={datacenters} errorFallbackId="cloud.create.loadFailed">
        {(datacenterList) => (
          <QueryView query={images} errorFallbackId="cloud.create.loadFailed">
            {(imageList) => (
              <CreateServerForm
                datacenters={datacenterList}
                images={imageList}
                trialAvailable={trial.data?.available ?? false}
                onCreated={(s) => {
                  rememberCreatedServer(s.id);
                  setCreated({ id: s.id, name: s.name });
                }}
              />
            )}
          </QueryView>
        )}
      </QueryView>
    </Stack>
  );
}
