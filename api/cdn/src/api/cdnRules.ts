import { request, requestEnvelope, withMessage, type WithMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type Firewall = Schemas['Firewall'];
export type CdnFirewallRule = Schemas['CdnFirewallRule'];
export type RateLimitRoutes = Schemas['RateLimitRoutes'];
export type RateLimitRoute = Schemas['RateLimitRoute'];
export type PageRules = Schemas['PageRules'];
export type PageRule = Schemas['PageRule'];
export type Cluster = Schemas['Cluster'];
export type ClusterServer = Schemas['ClusterServer'];
export type LogForwarder = Schemas['LogForwarder'];
export type CustomPages = Schemas['CustomPages'];

export type CdnFirewallRuleBody = Omit<CdnFirewallRule, 'id' | 'priority'>;
export type RateLimitRouteBody = Omit<RateLimitRoute, 'id'>;
export type PageRuleBody = Omit<PageRule, 'id'>;
export type ClusterBody = Omit<Cluster, 'id'>;
export type LogForwarderBody = Omit<LogForwarder, 'id'>;
export type CustomPageSectionName = keyof CustomPages;

const under = (domainId: number, rest: string) =>
  `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/${rest}`;
const id = (n: number) => encodeURIComponent(String(n));

/**
 * The calls of a domain's security and traffic rules (part of `cdnApi`): firewall, rate limit,
 * page rules, clusters, log forwarders and custom pages. Each change resolves with the provider's
 * message; a refusal is an ApiError with `fields` named as the shared rules name them.
 */
export const cdnRulesApi = {
  firewall: (domainId: number) =>
    request<ApiData<'cdnFirewallGet'>>({ method: 'GET', url: under(domainId, 'firewall') }),
  setFirewallDefault: (
    domainId: number,
    defaultAction: Firewall['default_action'],
  ): Promise<WithMessage<Firewall>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnFirewallSettings'>>({
        method: 'POST',
        url: under(domainId, 'firewall'),
        data: { default_action: defaultAction },
      }),
    ),
  createFirewallRule: (domainId: number, rule: CdnFirewallRuleBody): Promise<WithMessage<CdnFirewallRule>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnFirewallRuleCreate'>>({
        method: 'POST',
        url: under(domainId, 'firewall/rules'),
        data: { ...rule },
      }),
    ),
  deleteFirewallRule: (domainId: number, ruleId: number): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({ method: 'DELETE', url: under(domainId, `firewall/rules/${id(ruleId)}`) }),
    ),
  orderFirewallRules: (domainId: number, ids: number[]): Promise<WithMessage<Firewall>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnFirewallPriority'>>({
        method: 'POST',
        url: under(domainId, 'firewall/priority'),
        data: { ids },
      }),
    ),

  rateLimit: (domainId: number) =>
    request<ApiData<'cdnRateLimitList'>>({ method: 'GET', url: under(domainId, 'rate-limit') }),
  createRateLimitRoute: (domainId: number, route: RateLimitRouteBody): Promise<WithMessage<RateLimitRoute>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnRateLimitCreate'>>({
        method: 'POST',
        url: under(domainId, 'rate-limit'),
        data: { ...route },
      }),
    ),
  deleteRateLimitRoute: (domainId: number, routeId: number): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({ method: 'DELETE', url: under(domainId, `rate-limit/${id(routeId)}`) }),
    ),

  pageRules: (domainId: number) =>
    request<ApiData<'cdnPageRulesList'>>({ method: 'GET', url: under(domainId, 'paths') }),
  createPageRule: (domainId: number, rule: PageRuleBody): Promise<WithMessage<PageRule>> =>
    withMessage(
      requestEnvelope<PageRule>({ method: 'POST', url: under(domainId, 'paths'), data: { ...rule } }),
    ),
  updatePageRule: (domainId: number, ruleId: number, rule: PageRuleBody): Promise<WithMessage<PageRule>> =>
    withMessage(
      requestEnvelope<PageRule>({
        method: 'PUT',
        url: under(domainId, `paths/${id(ruleId)}`),
        data: { ...rule },
      }),
    ),
  deletePageRule: (domainId: number, ruleId: number): Promise<WithMessage<null>> =>
    withMessage(requestEnvelope<null>({ method: 'DELETE', url: under(domainId, `paths/${id(ruleId)}`) })),
  /** Deletes one setting of a page rule by its name (`cache_ttl`, `redirect_url`…); the rule goes with its last one. */
  deletePageRuleSetting: (domainId: number, ruleId: number, name: string): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({
        method: 'DELETE',
        url: under(domainId, `paths/${id(ruleId)}/rules/${encodeURIComponent(name)}`),
      }),
    ),

  clusters: (domainId: number) =>
    request<ApiData<'cdnClustersList'>>({ method: 'GET', url: under(domainId, 'cluster') }),
  createCluster: (domainId: number, cluster: ClusterBody): Promise<WithMessage<Cluster>> =>
    withMessage(
      requestEnvelope<Cluster>({ method: 'POST', url: under(domainId, 'cluster'), data: { ...cluster } }),
    ),
  updateCluster: (domainId: number, clusterId: number, cluster: ClusterBody): Promise<WithMessage<Cluster>> =>
    withMessage(
      requestEnvelope<Cluster>({
        method: 'PUT',
        url: under(domainId, `cluster/${id(clusterId)}`),
        data: { ...cluster },
      }),
    ),
  deleteCluster: (domainId: number, clusterId: number): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({ method: 'DELETE', url: under(domainId, `cluster/${id(clusterId)}`) }),
    ),

  logForwarders: (domainId: number) =>
    request<ApiData<'cdnLogForwardersList'>>({ method: 'GET', url: under(domainId, 'log-forwarders') }),
  createLogForwarder: (domainId: number, f: LogForwarderBody): Promise<WithMessage<LogForwarder>> =>
    withMessage(
      requestEnvelope<LogForwarder>({
        method: 'POST',
        url: under(domainId, 'log-forwarders'),
        data: { ...f },
      }),
    ),
  updateLogForwarder: (
    domainId: number,
    forwarderId: number,
    f: LogForwarderBody,
  ): Promise<WithMessage<LogForwarder>> =>
    withMessage(
      requestEnvelope<LogForwarder>({
        method: 'PUT',
        url: under(domainId, `log-forwarders/${id(forwarderId)}`),
        data: { ...f },
      }),
    ),
  deleteLogForwarder: (domainId: number, forwarderId: number): Promise<WithMessage<null>> =>
    withMessage(
      requestEnvelope<null>({ method: 'DELETE', url: under(domainId, `log-forwarders/${id(forwarderId)}`) }),
    ),

  customPages: (domainId: number) =>
    request<ApiData<'cdnCustomPagesGet'>>({ method: 'GET', url: under(domainId, 'custom-pages') }),
  saveCustomPage: (
    domainId: number,
    section: CustomPageSectionName,
    html: string,
  ): Promise<WithMessage<CustomPages>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnCustomPageSave'>>({
        method: 'POST',
        url: under(domainId, 'custom-pages'),
        data: { section, html },
      }),
    ),
  /** Goes back to the provider's own page for the section. */
  resetCustomPage: (domainId: number, section: CustomPageSectionName): Promise<WithMessage<CustomPages>> =>
    withMessage(
      requestEnvelope<ApiData<'cdnCustomPageSave'>>({
        method: 'DELETE',
        url: under(domainId, 'custom-pages'),
        data: { section },
      }),
    ),
};
