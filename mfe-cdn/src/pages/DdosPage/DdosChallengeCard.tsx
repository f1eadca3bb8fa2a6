import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DdosChallengeState, DdosSettings } from '@portal/api-cdn';
import { Card, Flex, Heading, Text, TextField } from '@portal/shared-ui';
import { useDdosTtlMutation } from '../../data/ddos/ddos-ttl-mutation';
import { submitRule } from '../../components/submitRule';
import { OneFieldForm } from '../../components/OneFieldForm';
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
            onSubmit={({ ttl }) =>
              submitRule(() => save.mutateAsync({ domainId, challenge: challenge.type, ttl: ttlOf(ttl) }))
            }
            validate={({ ttl }) =>
              ttlAllowed(settings, challenge.type, ttl)
                ? {}
                : { ttl: t('cdn.ddos.error.ttlOutOfRange', { min: settings.min_ttl, max: settings.max_ttl }) }
            }
            render={({ handleSubmit, submitting, submitError }) => (
              <OneFieldForm
                label={t('cdn.ddos.ttlForm', { challenge: name })}
                onSubmit={handleSubmit}
                submitError={submitError}
                submitting={submitting}
                submitLabel={t('cdn.ddos.saveTtl')}
                fieldMinW="10rem"
                buttonAlignsWithInput
              >
                <TextField
                  name="ttl"
                  label={t('cdn.ddos.ttl')}
                  dir="ltr"
                  helperText={t('cdn.ddos.ttlBounds', { min: settings.min_ttl, max: settings.max_ttl })}
                />
              </OneFieldForm>
            )}
          />
        </DomainPlanGate>
      </Card.Body>
    </Card.Root>
  );
}
