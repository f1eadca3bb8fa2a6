import { useEffect, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SERVER_NAME_MAX_LENGTH, type DataCenter, type OsImage, type Server } from '@portal/shared-sdk';
import {
  FormDraft,
  Grid,
  Stack,
  TextField,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useServerCreateMutation } from '../../data/servers/server-create-mutation';
import { usePriceListQuery } from '../../data/prices/price-list-query';
import { AccessSection } from './AccessSection';
import { FormSection } from './FormSection';
import { LocationSection } from './LocationSection';
import { NetworkSection } from './NetworkSection';
import { PriceSummary } from './PriceSummary';
import { SizeSection } from './SizeSection';
import {
  FORM_FIELDS,
  INITIAL_VALUES,
  createServerPrice,
  offeredDatacenters,
  toCreateBody,
  validateCreateServer,
  type CreateServerValues,
} from './createServerValues';

export interface CreateServerFormProps {
  datacenters: DataCenter[];
  images: OsImage[];
  trialAvailable: boolean;
  onCreated: (server: Server) => void;
}

/**
 * The create-server form: where, what, size, access, network and name, with the price updating as
 * the user chooses. Every rule is checked before sending; the provider's answer to a field goes
 * beside it and nothing typed is lost.
 */
export function CreateServerForm({ datacenters, images, trialAvailable, onCreated }: CreateServerFormProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const create = useServerCreateMutation();
  const prices = usePriceListQuery();
  const firstActive = offeredDatacenters(datacenters).find((dc) => dc.is_active);
  const initialValues: CreateServerValues = {
    ...INITIAL_VALUES,
    datacenter_id: firstActive ? String(firstActive.id) : '',
    disk_type: firstActive?.disk_types[0] ?? '',
  };

  return (
    <Form<CreateServerValues>
      initialValues={initialValues}
      validate={(values) => {
        const problems = validateCreateServer(values, datacenters, images, trialAvailable);
        return Object.fromEntries(
          Object.entries(problems).map(([field, p]) => [field, intl.formatMessage({ id: p.id }, p.values)]),
        );
      }}
      onSubmit={async (values) => {
        try {
          const { message, data } = await create.mutateAsync(toCreateBody(values));
          showToast({ title: message, type: 'success' });
          onCreated(data);
          return undefined;
        } catch (error) {
          showToast({ title: errorMessage(error, 'cloud.create.failed'), type: 'error' });
          const errors = toSubmissionErrors(error, FORM_FIELDS) ?? {};
          return FORM_ERROR in errors
            ? { ...errors, [FORM_ERROR]: errorMessage(error, 'cloud.create.failed') }
            : errors;
        }
      }}
      subscription={{ submitting: true, values: true, submitError: true }}
      render={({ handleSubmit, submitting, values, submitError, form }) => {
        const datacenter = datacenters.find((dc) => String(dc.id) === values.datacenter_id);
        const trialOffered = trialAvailable && Boolean(datacenter?.has_test);
        return (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={intl.formatMessage({ id: 'cloud.createServer' })}
          >
            <FormDraft id="cloud.createServer" />
            <DatacenterFollower
              datacenter={datacenter}
              values={values}
              change={form.change}
              trialOffered={trialOffered}
            />
            <Grid templateColumns={{ base: '1fr', lg: '1fr 18rem' }} gap="4" alignItems="start">
              <Stack gap="4" minW="0">
                <LocationSection datacenters={datacenters} images={images} trialOffered={trialOffered} />
                <SizeSection tier={values.tier} datacenter={datacenter} trial={Boolean(values.is_test)} />
                <AccessSection datacenter={datacenter} />
                <NetworkSection datacenter={datacenter} />
                <FormSection title={intl.formatMessage({ id: 'cloud.create.nameSection' })}>
                  <TextField
                    name="name"
                    dir="ltr"
                    maxLength={SERVER_NAME_MAX_LENGTH}
                    label={intl.formatMessage({ id: 'cloud.create.name' })}
                    helperText={intl.formatMessage({ id: 'cloud.create.nameHelp' })}
                  />
                </FormSection>
              </Stack>
              <PriceSummary
                hourly={createServerPrice(values, prices.data)}
                trial={Boolean(values.is_test)}
                submitting={Boolean(submitting)}
                submitError={submitError as string | undefined}
              />
            </Grid>
          </form>
        );
      }}
    />
  );
}

interface DatacenterFollowerProps {
  datacenter: DataCenter | undefined;
  values: CreateServerValues;
  change: <F extends keyof CreateServerValues>(name: F, value?: CreateServerValues[F]) => void;
  trialOffered: boolean;
}

/**
 * Keeps the choices that depend on the data center valid as it changes: a disk family it offers,
 * no firewall or network of another one, no trial where none is offered; the trial is economic.
 */
function DatacenterFollower({ datacenter, values, change, trialOffered }: DatacenterFollowerProps) {
  const datacenterId = datacenter?.id;
  const previous = useRef(datacenterId);
  useEffect(() => {
    if (previous.current === datacenterId) return;
    previous.current = datacenterId;
    change('firewall_id', '');
    change('private_network_id', '');
  }, [datacenterId, change]);
  const wrongDisk = Boolean(
    datacenter && !datacenter.disk_types.includes(values.disk_type as DataCenter['disk_types'][number]),
  );
  const firstDisk = datacenter?.disk_types[0] ?? '';
  useEffect(() => {
    if (wrongDisk) change('disk_type', firstDisk);
  }, [wrongDisk, firstDisk, change]);
  useEffect(() => {
    if (values.is_test && !trialOffered) change('is_test', false);
  }, [values.is_test, trialOffered, change]);
  useEffect(() => {
    if (values.is_test && values.tier !== 'economic') change('tier', 'economic');
  }, [values.is_test, values.tier, change]);
  return null;
}
