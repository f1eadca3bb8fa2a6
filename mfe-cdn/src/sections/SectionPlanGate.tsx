import type { ReactNode } from 'react';
import { planSupports, type PlanFeature } from '@portal/shared-sdk';
import { PlanGate } from '@portal/shared-ui';
import { useSectionDomain } from './useSectionDomain';

export interface SectionPlanGateProps {
  /** what the feature needs of the plan (the SDK's PLAN_FEATURE_MIN_PLAN) */
  feature: PlanFeature;
  children?: ReactNode;
}

/**
 * A feature of the section's domain that its plan may lack: the feature when the plan has it, else
 * shared-ui's "Unfortunately, your plan does not support this feature" in its place, before anything
 * is tried. Nothing shows until the domain's plan is known.
 */
export function SectionPlanGate({ feature, children }: SectionPlanGateProps) {
  const { plan } = useSectionDomain();
  if (plan === undefined) return null;
  return <PlanGate allowed={planSupports(plan, feature)}>{children}</PlanGate>;
}
