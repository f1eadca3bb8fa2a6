// Clusters (origin pools) of a CDN domain: a name, servers with address, port and weight, a
// balancing method, the protocol to the servers, a monitoring path and the paths sent to it.
import { LOAD_BALANCING_METHODS, isHost, isPort, toLatinDigits } from '@portal/shared-sdk/rules';
import { rulePathProblem, type RulePathProblem } from './cdnRulePaths';

export type LoadBalancingMethod = (typeof LOAD_BALANCING_METHODS)[number];
export const CLUSTER_PROTOCOLS = ['http', 'https'] as const;
export const CLUSTER_WEIGHT_MIN = 1;
export const CLUSTER_WEIGHT_MAX = 100;

export interface ClusterServerInput {
  address: string;
  port: number | string;
  weight: number | string;
}

export interface ClusterInput {
  name: string;
  method: string;
  protocol: string;
  monitoring_path: string;
  servers: readonly ClusterServerInput[];
  paths: readonly string[];
}

export type ClusterProblem =
  | RulePathProblem
  | 'nameRequired'
  | 'serversRequired'
  | 'addressRequired'
  | 'addressInvalid'
  | 'portInvalid'
  | 'weightInvalid'
  | 'duplicateServer'
  | 'methodInvalid'
  | 'protocolInvalid'
  | 'monitoringPathInvalid';

/** Field → problem; a server's fields as `servers.{i}.address|port|weight`, an assigned path as `paths.{i}`. */
export type ClusterProblems = Partial<Record<string, ClusterProblem>>;

/** A weight from 1 to 100, whole. */
export function isClusterWeight(value: number | string): boolean {
  const text = toLatinDigits(String(value)).trim();
  if (!/^\d{1,3}$/.test(text)) return false;
  const n = Number(text);
  return n >= CLUSTER_WEIGHT_MIN && n <= CLUSTER_WEIGHT_MAX;
}

const serverKey = (s: ClusterServerInput) =>
  `${toLatinDigits(s.address).trim().toLowerCase()}:${Number(toLatinDigits(String(s.port)).trim())}`;

/** Each server's problems: address required and a host or IP, a valid port and weight, an address and port pair only once. */
function serverProblems(servers: readonly ClusterServerInput[], problems: ClusterProblems): void {
  const seen = new Set<string>();
  servers.forEach((s, i) => {
    const address = s.address.trim();
    if (address === '') problems[`servers.${i}.address`] = 'addressRequired';
    else if (!isHost(address)) problems[`servers.${i}.address`] = 'addressInvalid';
    if (!isPort(s.port)) problems[`servers.${i}.port`] = 'portInvalid';
    if (!isClusterWeight(s.weight)) problems[`servers.${i}.weight`] = 'weightInvalid';
    const key = serverKey(s);
    if (address !== '' && isPort(s.port) && seen.has(key))
      problems[`servers.${i}.address`] = 'duplicateServer';
    seen.add(key);
  });
}

/** What is wrong with a cluster for this domain; empty when it may be saved. */
export function clusterProblems(cluster: ClusterInput, domain: string): ClusterProblems {
  const problems: ClusterProblems = {};
  if (cluster.name.trim() === '') problems.name = 'nameRequired';
  if (!(LOAD_BALANCING_METHODS as readonly string[]).includes(cluster.method))
    problems.method = 'methodInvalid';
  if (!(CLUSTER_PROTOCOLS as readonly string[]).includes(cluster.protocol))
    problems.protocol = 'protocolInvalid';
  const monitoring = cluster.monitoring_path.trim();
  if (monitoring !== '' && !/^\/[^\s]*$/.test(monitoring)) problems.monitoring_path = 'monitoringPathInvalid';
  if (cluster.servers.length === 0) problems.servers = 'serversRequired';
  serverProblems(cluster.servers, problems);
  cluster.paths.forEach((p, i) => {
    const problem = rulePathProblem(p, domain);
    if (problem) problems[`paths.${i}`] = problem;
  });
  return problems;
}

/** The first problem of the form, in field order (what a one-line message shows). */
export function firstProblem<K extends string>(problems: Partial<Record<string, K>>): K | undefined {
  return Object.values(problems).find((p): p is K => p !== undefined);
}
