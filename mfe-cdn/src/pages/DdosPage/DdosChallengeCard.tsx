import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DdosChallengeState, DdosSettings } from '@portal/shared-sdk';
import { Box, Button, Card, Flex, Heading, Text, TextField } from '@portal/shared-ui';
import { useDdosTtlMutation } from '../../data/ddos/ddos-ttl-mutation';
import { submitRule } from '../../components/submitRule';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';
import { ttlAllowed, ttlOf } from './ddosValues';

export interface DdosChallengeCardProps {
  domainId: number;
  challenge: DdosChallengeState;
  settings: DdosSettings;
}

/** One challenge module: what it does and its validity within the plan's bounds, or the plan's refusal when the plan lacks it. */
export function DdosChallengeCard({ domainId, challenge, settings }: DdosChallengeCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const save = useDdosTtlMutation();
  const name = t(`cdn.ddos.challenge.${challenge.type}`);
  return (
    <Card.Root variant="subtle" size="sm" data-challenge={challenge.type}>
      <Card.Body gap="3">
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="sm" flex="1">
            {name}
          </Heading>
          <Text fontSize="sm" color={challenge.offered ? 'fg.success' : 'fg.muted'}>
            {t(challenge.offered ? 'cdn.ddos.offered' : 'cdn.ddos.notOffered')}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t(`cdn.ddos.challengeHint.${challenge.type}`)}
        </Text>
        <DomainPlanGate allowed={challenge.offered}>
          <Form<{ ttl: string }>
            initialValues={{ ttl: String(challenge.ttl ?? '') }}
            onSubmit={({ ttl }) => submitRule(() => save.mutateAsync({ domainId, challenge: challenge.type, ttl: ttlOf(ttl) }))}
            validate={({ ttl }) =>
              ttlAllowed(settings, challenge.type, ttl) ? {} : { ttl: t('cdn.ddos.error.ttlOutOfRange', { min: settings.min_ttl, max: settings.max_ttl }) }
            }
            render={({ handleSubmit, submitting, submitError }) => (
              <form noValidate onSubmit={handleSubmit} aria-label={t('cdn.ddos.ttlForm', { challenge: name })}>
                <Flex gap="3" align="flex-end" wrap="wrap">
                  <FormErrorAlert error={submitError} />
                  <Box flex="1" minW="10rem">
                    <TextField
                      name="ttl"
                      label={t('cdn.ddos.ttl')}
                      dir="ltr"
                      helperText={t('cdn.ddos.ttlBounds', { min: settings.min_ttl, max: settings.max_ttl })}
                    />
                  </Box>
                  <Button type="submit" colorPalette="brand" variant="outline" loading={submitting} mb={{ base: 0, md: 6 }}>
                    {t('cdn.ddos.saveTtl')}
                  </Button>
                </Flex>
              </form>
            )}
          />
        </DomainPlanGate>
      </Card.Body>
    </Card.Root>
  );
}
