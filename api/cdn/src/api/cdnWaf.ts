import type { WafMode } from '../rules/cdnWaf';
import { request, requestEnvelope, withMessage, type WithMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type Waf = Schemas['Waf'];
export type WafLayer = Schemas['WafLayer'];
export type WafCustomRule = Schemas['WafCustomRule'];
export type WafDisabledRule = Schemas['WafDisabledRule'];

const under = (domainId: number, rest: string) =>
  `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/${rest}`;

/** The WAF calls of a domain (part of `cdnApi`): its mode, groups and rules switched, custom rules by path. */
export const cdnWafApi = {
  waf: (domainId: number) => request<ApiData<'cdnWafGet'>>({ method: 'GET', url: under(domainId, 'waf') }),
  setWafMode: (domainId: number, mode: WafMode): Promise<WithMessage<Waf>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnWafSet'>>({ method: 'POST', url: under(domainId, 'waf'), data: { mode } }),
    ),
  wafLayers: (domainId: number) =>
    request<ApiData<'cdnWafLayers'>>({ method: 'GET', url: under(domainId, 'waf/layers') }),
  wafDisabledRules: (domainId: number) =>
    request<ApiData<'cdnWafDisabledRules'>>({ method: 'GET', url: under(domainId, 'waf/disabled-rules') }),
  switchWafGroup: (
    domainId: number,
    groupId: string,
    enabled: boolean,
  ): Promise<WithMessage<Schemas['WafSwitched']>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnWafSwitchGroup'>>({
        method: 'POST',
        url: under(domainId, 'waf/switch-group'),
        data: { group_id: groupId, enabled },
      }),
    ),
  switchWafRule: (
    domainId: number,
    ruleId: string,
    enabled: boolean,
  ): Promise<WithMessage<Schemas['WafSwitched']>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnWafSwitchRule'>>({
        method: 'POST',
        url: under(domainId, 'waf/switch-rule'),
        data: { rule_id: ruleId, enabled },
      }),
    ),
  wafRules: (domainId: number) =>
    request<ApiData<'cdnWafRulesList'>>({ method: 'GET', url: under(domainId, 'waf/rules') }),
  createWafRule: (
    domainId: number,
    rule: Pick<WafCustomRule, 'path' | 'action'>,
  ): Promise<WithMessage<WafCustomRule>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnWafRuleCreate'>>({
        method: 'POST',
        url: under(domainId, 'waf/rules'),
        data: { ...rule },
      }),
    ),
  deleteWafRule: (domainId: number, ruleId: number): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({
        method: 'DELETE',
        url: under(domainId, `waf/rules/${encodeURIComponent(String(ruleId))}`),
      }),
    ),
};
