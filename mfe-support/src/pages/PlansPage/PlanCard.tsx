import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportPlan } from '@portal/api-support';
import {
  Badge,
  Button,
  Card,
  CheckCircleIcon,
  CloseIcon,
  DateText,
  Flex,
  Heading,
  HStack,
  Price,
  Stack,
  Text,
} from '@portal/shared-ui';
import { responseTime, type PlanAction } from './planChange';

export interface PlanCardProps {
  plan: SupportPlan;
  action: PlanAction;
  /** when a waiting downgrade to this plan takes effect */
  scheduledAt?: number | null;
  onChoose: () => void;
}

const FEATURES = ['ticketing', 'phone', 'messenger', 'forum'] as const;

/** One support package: price without VAT, response time, SLA and channels, and its action. */
export function PlanCard({ plan, action, scheduledAt, onChoose }: PlanCardProps) {
  const intl = useIntl();
  const time = responseTime(plan.response_time);
  const isCurrent = action === 'current' || action === 'keep';
  return (
    <Card.Root
      borderColor={isCurrent ? 'brand.solid' : 'border'}
      borderWidth={isCurrent ? '2px' : '1px'}
      height="full"
      data-plan={plan.name}
    >
      <Card.Header>
        <Flex align="center" gap="2">
          <Heading as="h2" size="md" flex="1">
            {plan.title}
          </Heading>
          {isCurrent && (
            <Badge colorPalette="brand" variant="solid">
              <FormattedMessage id="support.plans.current" />
            </Badge>
          )}
        </Flex>
        <Stack gap="0" mt="2">
          <Text fontSize="xl" fontWeight="bold">
            {plan.price === 0 ? <FormattedMessage id="support.plans.free" /> : <Price rials={plan.price} />}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="support.plans.perMonthNoVat" />
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="sm">
          <Row label={intl.formatMessage({ id: 'support.plans.responseTime' })}>
            <FormattedMessage id={`support.plans.${time.unit}s`} values={{ value: time.value }} />
          </Row>
          <Row label={intl.formatMessage({ id: 'support.plans.sla' })}>
            <bdi>{plan.sla}</bdi>
          </Row>
          {FEATURES.map((feature) => (
            <Row key={feature} label={intl.formatMessage({ id: `support.plans.${feature}` })}>
              {plan[feature] ? (
                <HStack color="fg.success" gap="1">
                  <CheckCircleIcon size={16} aria-hidden />
                  <FormattedMessage id="support.plans.yes" />
                </HStack>
              ) : (
                <HStack color="fg.muted" gap="1">
                  <CloseIcon size={16} aria-hidden />
                  <FormattedMessage id="support.plans.no" />
                </HStack>
              )}
            </Row>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {action === 'scheduled' && scheduledAt ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <FormattedMessage
              id="support.plans.scheduledOn"
              values={{ date: <DateText value={scheduledAt} /> }}
            />
          </Text>
        ) : null}
        <Button
          colorPalette="brand"
          variant={action === 'buy' ? 'solid' : 'outline'}
          disabled={action === 'current' || action === 'scheduled'}
          onClick={onChoose}
          aria-label={intl.formatMessage({ id: `support.plans.action.${action}.aria` }, { plan: plan.title })}
        >
          <FormattedMessage id={`support.plans.action.${action}`} />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="li" justify="space-between" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text as="span" textAlign="end">
        {children}
      </Text>
    </Flex>
  );
}
