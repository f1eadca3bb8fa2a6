import {
  clusterProblems,
  splitParameters,
  type Cluster,
  type ClusterBody,
  type LoadBalancingMethod,
} from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface ClusterServerValues {
  address: string;
  port: string;
  weight: string;
}

export interface ClusterFormValues {
  name: string;
  method: LoadBalancingMethod;
  protocol: 'http' | 'https';
  monitoring_path: string;
  servers: ClusterServerValues[];
  /** the assigned paths, one a line */
  paths: string;
}

export const newServer = (): ClusterServerValues => ({ address: '', port: '443', weight: '100' });

export const emptyCluster = (): ClusterFormValues => ({
  name: '',
  method: 'round_robin',
  protocol: 'https',
  monitoring_path: '',
  servers: [newServer()],
  paths: '',
});

export function clusterFormValues(c: Cluster): ClusterFormValues {
  return {
    name: c.name,
    method: c.method,
    protocol: c.protocol,
    monitoring_path: c.monitoring_path,
    servers: c.servers.map((s) => ({ address: s.address, port: String(s.port), weight: String(s.weight) })),
    paths: c.paths.join('\n'),
  };
}

function input(values: ClusterFormValues) {
  return {
    name: values.name ?? '',
    method: values.method,
    protocol: values.protocol,
    monitoring_path: values.monitoring_path ?? '',
    servers: (values.servers ?? []).map((s) => ({
      address: s.address ?? '',
      port: s.port ?? '',
      weight: s.weight ?? '',
    })),
    paths: splitParameters(values.paths ?? ''),
  };
}

export function toClusterBody(values: ClusterFormValues): ClusterBody {
  const c = input(values);
  return {
    ...c,
    servers: c.servers.map((s) => ({
      address: s.address.trim(),
      port: Number(s.port),
      weight: Number(s.weight),
    })),
  };
}

/** The form's errors by the SDK's rule; an assigned path's problem shows on the paths field. */
export function validateCluster(values: ClusterFormValues, domain: string) {
  const problems = clusterProblems(input(values), domain);
  const pathProblem = Object.entries(problems).find(([k]) => k.startsWith('paths.'))?.[1];
  const { servers, ...rest } = Object.fromEntries(
    Object.entries(problems).filter(([k]) => !k.startsWith('paths.')),
  );
  // "add a server first" is said beside the add-server button (`servers` itself holds each server's errors)
  return problemErrors({ ...rest, serverList: servers, paths: pathProblem });
}
