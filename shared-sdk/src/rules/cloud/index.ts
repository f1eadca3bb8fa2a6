// The cloud area's rules (volumes, snapshots, SSH keys, firewall groups, private networks,
// monitoring): the portal's forms and the provider sandbox check the same ones.
export type { RuleProblem, RuleProblems } from './ruleProblem';
export * from './ipv4';
export * from './serverStates';
export * from './privateNetwork';
export * from './sshKeys';
export * from './firewall';
export * from './volumes';
export * from './snapshots';
export * from './cloudPrices';
export * from './metrics';
