import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CustomPrice } from '@portal/shared-sdk';
import type { CdnPlan } from '@portal/api-cdn';
import {
  Badge,
  Box,
  Card,
  CheckCircleIcon,
  CloseIcon,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared-ui';
import { PlanPrice } from './PlanPrice';
import { planFeatureRows } from './planFeatureRows';

export interface PlanTiersProps {
  plans: readonly CdnPlan[];
  /** the user's price list; undefined while it loads */
  prices: readonly CustomPrice[] | undefined;
  /** an action under each tier, e.g. "Choose this plan" */
  action?: (plan: CdnPlan) => ReactNode;
}

/** The CDN tiers side by side (stacked on a phone): title, monthly price, every feature with its value. */
export function PlanTiers({ plans, prices, action }: PlanTiersProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="stretch">
      {plans.map((plan) => (
        <Card.Root
          as="article"
          key={plan.id}
          variant="outline"
          borderColor={plan.current ? 'brand.solid' : undefined}
          borderWidth={plan.current ? '2px' : undefined}
          aria-labelledby={`plan-${plan.id}`}
        >
          <Card.Header gap="1">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="md" id={`plan-${plan.id}`}>
                {plan.title}
              </Heading>
              {plan.current && (
                <Badge colorPalette="brand" variant="solid">
                  {t('cdn.plans.current')}
                </Badge>
              )}
            </Flex>
            <PlanPrice planName={plan.name} prices={prices} />
          </Card.Header>
          <Card.Body>
            <Stack as="dl" gap="1.5" m="0" fontSize="sm">
              {planFeatureRows(plan).map((row) => (
                <Flex
                  key={row.key}
                  justify="space-between"
                  gap="3"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  pb="1.5"
                >
                  <Text as="dt" color="fg.muted">
                    {t(row.labelId)}
                  </Text>
                  <Box as="dd" m="0" textAlign="end" fontWeight="medium">
                    {typeof row.value === 'boolean' ? (
                      <Flex as="span" align="center" gap="1" color={row.value ? 'green.fg' : 'fg.muted'}>
                        {row.value ? <CheckCircleIcon size={16} /> : <CloseIcon size={14} />}
                        <Text as="span">{t(row.value ? 'cdn.plans.value.yes' : 'cdn.plans.value.no')}</Text>
                      </Flex>
                    ) : (
                      t(row.value.id, row.value.values)
                    )}
                  </Box>
                </Flex>
              ))}
            </Stack>
          </Card.Body>
          {action && <Card.Footer>{action(plan)}</Card.Footer>}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
