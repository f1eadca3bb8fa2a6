import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type FirewallGroup = Schemas['FirewallGroup'];
export type FirewallRule = Schemas['FirewallRule'];
export type FirewallRuleCreateRequest = ApiBody<'cloudFirewallRuleCreate'>;

/** `api.cloud.firewalls`: firewall groups per data center, their rules and servers. Mutations resolve with the envelope. */
export const cloudFirewallApi = {
  list: (params: { datacenter_id?: number } = {}) =>
    request<ApiData<'cloudFirewallList'>>({ method: 'GET', url: '/cloud/firewall', params }),
  create: (body: ApiBody<'cloudFirewallCreate'>) =>
    requestEnvelope<FirewallGroup>({ method: 'POST', url: '/cloud/firewall', data: body }),
  remove: (firewallId: number) =>
    requestEnvelope<null>({ method: 'DELETE', url: `/cloud/firewall/${firewallId}` }),
  addRule: (body: FirewallRuleCreateRequest) =>
    requestEnvelope<FirewallGroup>({ method: 'POST', url: '/cloud/firewall/rule', data: body }),
  removeRule: (ruleId: number) =>
    requestEnvelope<FirewallGroup>({ method: 'DELETE', url: `/cloud/firewall/rule/${ruleId}` }),
  attach: (body: ApiBody<'cloudFirewallAttach'>) =>
    requestEnvelope<FirewallGroup>({ method: 'POST', url: '/cloud/firewall/attach', data: body }),
  detach: (body: ApiBody<'cloudFirewallDetach'>) =>
    requestEnvelope<FirewallGroup>({ method: 'POST', url: '/cloud/firewall/detach', data: body }),
};
