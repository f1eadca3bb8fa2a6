import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { RATE_LIMIT_PERIODS, type RateLimitRoute } from '@portal/api-cdn';
import { Box, Button, SelectField, SimpleGrid, Stack, TextField } from '@portal/shared-ui';
import { useRateLimitCreateMutation } from '../../data/rateLimit/rate-limit-create-mutation';
import { submitRule } from '../../components/submitRule';
import {
  emptyRateLimit,
  toRateLimitBody,
  validateRateLimit,
  type RateLimitFormValues,
} from './rateLimitValues';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface RateLimitFormProps {
  domain: { id: number; name: string };
  /** the route the provider stored */
  onAdded?: (route: RateLimitRoute) => void;
}

/** A new route: a path on the domain, how many requests per period, and block or challenge past it. */
export function RateLimitForm({ domain, onAdded }: RateLimitFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const create = useRateLimitCreateMutation();
  return (
    <Form<RateLimitFormValues>
      onSubmit={(values, form) =>
        submitRule(
          () => create.mutateAsync({ domainId: domain.id, route: toRateLimitBody(values) }),
          ({ data }) => {
            onAdded?.(data);
            setTimeout(() => form.restart(emptyRateLimit(domain.name)));
          },
        )
      }
      initialValues={emptyRateLimit(domain.name)}
      validate={(values) => validateRateLimit(values, domain.name)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t('cdn.rateLimit.add')}>
          <Stack gap="4">
            <FormErrorAlert error={submitError} />
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
              <TextField name="path" label={t('cdn.rateLimit.path')} dir="ltr" />
              <TextField name="requests" label={t('cdn.rateLimit.requests')} dir="ltr" />
              <SelectField
                name="period"
                label={t('cdn.rateLimit.period')}
                options={RATE_LIMIT_PERIODS.map((p) => ({
                  value: String(p),
                  label: t(`cdn.rateLimit.period.${p}`),
                }))}
              />
              <SelectField
                name="action"
                label={t('cdn.rateLimit.action')}
                options={[
                  { value: 'block', label: t('cdn.rateLimit.action.block') },
                  { value: 'challenge', label: t('cdn.rateLimit.action.challenge') },
                ]}
              />
            </SimpleGrid>
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('cdn.rateLimit.add')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
