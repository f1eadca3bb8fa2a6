import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { planSupports, type PlanFeature } from '@portal/shared-sdk';
import { Button, PlanGate, useParcelProps } from '@portal/shared-ui';
import { useCurrentDomain } from './currentDomain';
import { domainPath } from './domainSections';

export interface DomainPlanGateProps {
  /** what the feature needs of the plan (the SDK's PLAN_FEATURE_MIN_PLAN) */
  feature?: PlanFeature;
  /** decided by the caller instead (a cap of the plan's, such as its number of rules, reached) */
  allowed?: boolean;
  children?: ReactNode;
}

/**
 * A feature of the current domain that its plan may lack: the feature when the plan has it, else
 * "Unfortunately, your plan does not support this feature" with a link to the domain's plans.
 * Every section gates its features with this (custom nameservers, zone-file import, …).
 */
export function DomainPlanGate({ feature, allowed, children }: DomainPlanGateProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const domain = useCurrentDomain();
  return (
    <PlanGate
      allowed={allowed ?? (feature !== undefined && planSupports(domain.plan, feature))}
      action={
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={domainPath(basePath, domain, 'plans')}>
            {intl.formatMessage({ id: 'cdn.plans.seePlans' })}
          </RouterLink>
        </Button>
      }
    >
      {children}
    </PlanGate>
  );
}
