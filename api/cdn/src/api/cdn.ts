import type { RedirectMode } from '../rules/cdnDomains';
import { request, requestEnvelope, withMessage, type WithMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiData } from './types';
import { cdnCacheApi } from './cdnCache';
import { cdnDnsApi } from './cdnDns';
import { cdnHttpsApi } from './cdnHttps';

export type Domain = Schemas['Domain'];
export type DomainPlan = Schemas['DomainPlan'];
export type DomainUsage = Schemas['DomainUsage'];
export type DomainWhois = Schemas['DomainWhois'];
export type ConfirmCodeSent = Schemas['ConfirmCodeSent'];
export type CdnPlan = Schemas['CdnPlan'];
export type CdnPlanFeatures = Schemas['CdnPlanFeatures'];
export type PlanChangeResult = Schemas['PlanChangeResult'];

export interface DomainDeleteConfirmation {
  /** the domain's name as the user typed it */
  phrase: string;
  /** the code `sendDeleteCode` had sent */
  confirmCode: string;
}

const domainPath = (id: number) => `/cdn/ng/domains/${encodeURIComponent(String(id))}`;

/** `cdnApi`, its domains part: the CDN calls under /cdn/ng/. */
export const cdnDomainsApi = {
  /** GET /cdn/ng/domains → the user's domains, newest first (plan titles localized). */
  domains: () => request<ApiData<'cdnDomainsList'>>({ method: 'GET', url: '/cdn/ng/domains' }),
  /** POST /cdn/ng/domains → the new domain (pending, free plan) with the nameservers to set; the message says what to do. */
  createDomain: (domain: string): Promise<WithMessage<Domain>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDomainCreate'>>({
        method: 'POST',
        url: '/cdn/ng/domains',
        data: { domain },
      }),
    ),
  /** GET /cdn/ng/domains/{id} → one of the user's domains (404 "no domain exists" otherwise). */
  domain: (id: number) => request<ApiData<'cdnDomainGet'>>({ method: 'GET', url: domainPath(id) }),
  /** GET /cdn/ng/domains/{id}/usage → traffic and requests this month. */
  usage: (id: number) =>
    request<ApiData<'cdnDomainUsage'>>({ method: 'GET', url: `${domainPath(id)}/usage` }),
  /** GET /cdn/ng/domains/{id}/whois → the registration record. */
  whois: (id: number) =>
    request<ApiData<'cdnDomainWhois'>>({ method: 'GET', url: `${domainPath(id)}/whois` }),
  /** POST /cdn/ng/domains/{id}/redirect-mode → the domain after the change ("Settings successfully applied"). */
  setRedirectMode: (id: number, mode: RedirectMode): Promise<WithMessage<Domain>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDomainRedirectMode'>>({
        method: 'POST',
        url: `${domainPath(id)}/redirect-mode`,
        data: { mode },
      }),
    ),
  /** GET /cdn/ng/domains/{id}/send-confirm-code → where the deletion code went (429 while a new one must wait). */
  sendDeleteCode: (id: number): Promise<WithMessage<ConfirmCodeSent>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDomainSendConfirmCode'>>({
        method: 'GET',
        url: `${domainPath(id)}/send-confirm-code`,
      }),
    ),
  /** DELETE /cdn/ng/domains/{id} (POST with `_method`) with the typed name and the code; 422 `fields.phrase` or `fields.confirm_code`. */
  deleteDomain: (id: number, { phrase, confirmCode }: DomainDeleteConfirmation): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDomainDelete'>>({
        method: 'DELETE',
        url: domainPath(id),
        data: { phrase, confirm_code: confirmCode },
      }),
    ),
  /** GET /cdn/ng/plans[?domain_id] → the plans cheapest first; with a domain, its plan is `current`. */
  plans: (domainId?: number) =>
    request<ApiData<'cdnPlansList'>>({
      method: 'GET',
      url: '/cdn/ng/plans',
      ...(domainId === undefined ? {} : { params: { domain_id: domainId } }),
    }),
  /** POST /cdn/ng/plans → the domain on its new plan and what was charged now (rials, to the end of the month). */
  changePlan: (domainId: number, planId: number): Promise<WithMessage<PlanChangeResult>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnPlanChange'>>({
        method: 'POST',
        url: '/cdn/ng/plans',
        data: { domain_id: domainId, plan_id: planId },
      }),
    ),
  dns: cdnDnsApi,
  https: cdnHttpsApi,
  cache: cdnCacheApi,
};
