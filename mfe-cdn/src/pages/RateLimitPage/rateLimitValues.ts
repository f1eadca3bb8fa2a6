import { rateLimitRouteProblems, type RateLimitRouteBody } from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface RateLimitFormValues {
  path: string;
  requests: string;
  period: string;
  action: 'block' | 'challenge';
}

export const emptyRateLimit = (domain: string): RateLimitFormValues => ({
  path: `${domain}/`,
  requests: '100',
  period: '60',
  action: 'block',
});

export function toRateLimitBody(values: RateLimitFormValues): RateLimitRouteBody {
  return {
    path: (values.path ?? '').trim(),
    requests: Number(values.requests),
    period: Number(values.period),
    action: values.action,
  };
}

export function validateRateLimit(values: RateLimitFormValues, domain: string) {
  return problemErrors(
    rateLimitRouteProblems(
      { ...toRateLimitBody(values), requests: values.requests ? Number(values.requests) : NaN },
      domain,
    ),
  );
}
