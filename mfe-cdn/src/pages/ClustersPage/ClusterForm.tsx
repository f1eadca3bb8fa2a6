import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { LOAD_BALANCING_METHODS } from '@portal/shared-sdk';
import { type Cluster } from '@portal/api-cdn';
import {
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  TextareaField,
} from '@portal/shared-ui';
import { useClusterSaveMutation } from '../../data/clusters/cluster-save-mutation';
import { isolate } from '../../components/isolate';
import { submitRule } from '../../components/submitRule';
import {
  clusterFormValues,
  emptyCluster,
  newServer,
  toClusterBody,
  validateCluster,
  type ClusterFormValues,
} from './clusterValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface ClusterFormProps {
  domain: { id: number; name: string };
  /** the cluster edited; a new one without */
  cluster?: Cluster;
  /** the form closes: with the cluster the provider stored, or without (cancelled) */
  onDone: (saved?: Cluster) => void;
}

/** A cluster's name, balancing, protocol, monitoring path, servers (added and removed) and assigned paths. */
export function ClusterForm({ domain, cluster, onDone }: ClusterFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const save = useClusterSaveMutation();
  // taken once (the form is keyed by the cluster): react-final-form starts the form again from any
  // new initial values (its server list compared by reference), which wiped what was typed
  // whenever the page drew again (a refetch of the clusters)
  const [initialValues] = useState(() => (cluster ? clusterFormValues(cluster) : emptyCluster()));

  const onSubmit = (values: ClusterFormValues) =>
    submitRule(
      () => save.mutateAsync({ domainId: domain.id, clusterId: cluster?.id, cluster: toClusterBody(values) }),
      ({ data }) => onDone(data),
    );

  return (
    <Form<ClusterFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => validateCluster(values, domain.name)}
      render={({ handleSubmit, submitting, submitError, values, form, errors, submitFailed }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={t(cluster ? 'cdn.clusters.edit' : 'cdn.clusters.add')}
        >
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label={t('cdn.clusters.name')} dir="ltr" />
              <SelectField
                name="method"
                label={t('cdn.clusters.method')}
                options={LOAD_BALANCING_METHODS.map((m) => ({
                  value: m,
                  label: t(`cdn.clusters.method.${m}`),
                }))}
              />
              <SelectField
                name="protocol"
                label={t('cdn.clusters.protocol')}
                options={[
                  { value: 'https', label: 'HTTPS' },
                  { value: 'http', label: 'HTTP' },
                ]}
              />
              <TextField
                name="monitoring_path"
                label={t('cdn.clusters.monitoringPath')}
                dir="ltr"
                placeholder="/health"
                helperText={t('cdn.clusters.monitoringHelp')}
              />
            </SimpleGrid>
            <Stack as="fieldset" gap="3">
              <Text as="legend" fontWeight="medium" mb="2">
                {t('cdn.clusters.servers')}
              </Text>
              {(values.servers ?? []).map((_, i) => (
                <Flex
                  key={i}
                  gap="3"
                  align="start"
                  wrap={{ base: 'wrap', md: 'nowrap' }}
                  role="group"
                  aria-label={t('cdn.clusters.server', { n: i + 1 })}
                >
                  <Box flex="2" minW="12rem">
                    <TextField name={`servers[${i}].address`} label={t('cdn.clusters.address')} dir="ltr" />
                  </Box>
                  <Box flex="1" minW="6rem">
                    <TextField name={`servers[${i}].port`} label={t('cdn.clusters.port')} dir="ltr" />
                  </Box>
                  <Box flex="1" minW="6rem">
                    <TextField name={`servers[${i}].weight`} label={t('cdn.clusters.weight')} dir="ltr" />
                  </Box>
                  <IconButton
                    mt="7"
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('cdn.clusters.serverRemove', { n: i + 1 })}
                    onClick={() =>
                      form.change(
                        'servers',
                        values.servers.filter((__, j) => j !== i),
                      )
                    }
                  >
                    ✕
                  </IconButton>
                </Flex>
              ))}
              <HStack gap="3" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => form.change('servers', [...(values.servers ?? []), newServer()])}
                >
                  {t('cdn.clusters.serverAdd')}
                </Button>
                {submitFailed && typeof errors?.serverList === 'string' && (
                  <Text color="fg.error" textStyle="sm" role="alert">
                    {t(errors.serverList)}
                  </Text>
                )}
              </HStack>
            </Stack>
            <TextareaField
              name="paths"
              label={t('cdn.clusters.paths')}
              helperText={t('cdn.clusters.pathsHelp', { example: isolate(`${domain.name}/api/*`) })}
              rows={3}
            />
            <HStack gap="3">
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.clusters.save')}
              </Button>
              <Button variant="outline" onClick={() => onDone()} disabled={submitting}>
                {t('cdn.clusters.cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
