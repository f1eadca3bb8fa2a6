import type { DdosCaptchaModule, DdosChallenge } from '../rules/cdnDdos';
import { request, requestEnvelope, withMessage, type WithMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type DdosSettings = Schemas['DdosSettings'];
export type DdosChallengeState = Schemas['DdosChallengeState'];
export type DdosRule = Schemas['DdosRule'];
export type DdosRuleBody = Omit<DdosRule, 'id'>;

const under = (domainId: number, rest: string) =>
  `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/${rest}`;
const ruleUrl = (domainId: number, ruleId: number) =>
  under(domainId, `ddos/rules/${encodeURIComponent(String(ruleId))}`);

/**
 * The DDoS protection calls of a domain (part of `cdnApi`): the challenge modules its plan offers
 * with their validity, the captcha service, direct rules by path. A refusal is an ApiError with
 * `fields` (`ttl`, `challenge`, `module`, `path`).
 */
export const cdnDdosApi = {
  ddos: (domainId: number) => request<ApiData<'cdnDdosGet'>>({ method: 'GET', url: under(domainId, 'ddos') }),
  setDdosTtl: (domainId: number, challenge: DdosChallenge, ttl: number): Promise<WithMessage<DdosSettings>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDdosSetTtl'>>({
        method: 'POST',
        url: under(domainId, `ddos/set-ttl/${challenge}`),
        data: { ttl },
      }),
    ),
  setDdosCaptchaModule: (domainId: number, module: DdosCaptchaModule): Promise<WithMessage<DdosSettings>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDdosCaptchaModule'>>({
        method: 'POST',
        url: under(domainId, 'ddos/captcha-module'),
        data: { module },
      }),
    ),
  ddosRules: (domainId: number) =>
    request<ApiData<'cdnDdosRulesList'>>({ method: 'GET', url: under(domainId, 'ddos/rules') }),
  createDdosRule: (domainId: number, rule: DdosRuleBody): Promise<WithMessage<DdosRule>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnDdosRuleCreate'>>({
        method: 'POST',
        url: under(domainId, 'ddos/rules'),
        data: { ...rule },
      }),
    ),
  updateDdosRule: (domainId: number, ruleId: number, rule: DdosRuleBody): Promise<WithMessage<DdosRule>> =>
    withMessage(
      requestEnvelope<DdosRule>({ method: 'PUT', url: ruleUrl(domainId, ruleId), data: { ...rule } }),
    ),
  deleteDdosRule: (domainId: number, ruleId: number): Promise<WithMessage<null>> =>
    withMessage(requestEnvelope<null>({ method: 'DELETE', url: ruleUrl(domainId, ruleId) })),
};
