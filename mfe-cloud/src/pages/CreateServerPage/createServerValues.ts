import { parse as parseYaml } from 'yaml';
import {
  TRIAL_SERVER_TIER,
  checkInitScript,
  serverHourlyPrice,
  serverSizeOf,
  validateServerName,
  validateServerSize,
  type DataCenter,
  type OsImage,
  type ServerCreateRequest,
  type ServerPriceEntry,
  type ServerSizeError,
} from '@portal/shared-sdk';
import { serverNameProblem } from '../../servers/serverNameProblem';

/** The create-server form as it is filled in (selects hold strings; custom numbers are numbers). */
export interface CreateServerValues {
  datacenter_id: string;
  os_id: string;
  tier: string;
  cpu?: number;
  ram?: number;
  disk?: number;
  disk_type: string;
  ssh_key_id: string;
  init_script: string;
  firewall_id: string;
  private_network_id: string;
  public_ip: boolean;
  autopilot: boolean;
  is_test: boolean;
  name: string;
}

export const INITIAL_VALUES: CreateServerValues = {
  datacenter_id: '',
  os_id: '',
  tier: 'economic',
  disk_type: '',
  ssh_key_id: '',
  init_script: '',
  firewall_id: '',
  private_network_id: '',
  public_ip: true,
  autopilot: false,
  is_test: false,
  name: '',
};

/** The fields the form shows; a server message for another field goes above the form. */
export const FORM_FIELDS = [
  'datacenter_id',
  'os_id',
  'tier',
  'cpu',
  'ram',
  'disk',
  'disk_type',
  'ssh_key_id',
  'init_script',
  'firewall_id',
  'private_network_id',
  'is_test',
  'name',
] as const;

/** Data centers a server may be created in: the shown ones (a hidden one is not offered at all). */
export const offeredDatacenters = (datacenters: readonly DataCenter[]) =>
  datacenters.filter((dc) => !dc.is_hidden);

/** A field's problem: a message id and its values. */
export type FieldProblem = { id: string; values?: Record<string, string | number> };

const sizeProblem = (e: ServerSizeError): FieldProblem => {
  switch (e.kind) {
    case 'tier':
      return { id: 'cloud.create.error.tier' };
    case 'required':
      return { id: 'cloud.create.error.required' };
    case 'whole':
      return { id: 'cloud.create.error.whole' };
    case 'range':
      return { id: 'cloud.create.error.range', values: { min: e.min, max: e.max } };
    case 'osDisk':
      return { id: 'cloud.create.error.osDisk', values: { min: e.min } };
  }
};

/**
 * Every rule the provider holds a new server to, checked before sending with the same shared rules:
 * a shown, active data center; an OS; a size within bounds that holds the OS; a disk family the data
 * center offers; an init script that is a YAML mapping; the trial's terms; the name rule.
 */
export function validateCreateServer(
  values: CreateServerValues,
  datacenters: readonly DataCenter[],
  images: readonly OsImage[],
  trialAvailable: boolean,
): Partial<Record<(typeof FORM_FIELDS)[number], FieldProblem>> {
  const problems: Partial<Record<(typeof FORM_FIELDS)[number], FieldProblem>> = {};
  const dc = offeredDatacenters(datacenters).find((d) => String(d.id) === values.datacenter_id);
  if (!dc) problems.datacenter_id = { id: 'cloud.create.error.datacenter' };
  else if (!dc.is_active) problems.datacenter_id = { id: 'cloud.create.error.datacenterInactive' };
  const os = images.find((o) => String(o.id) === values.os_id);
  if (!os) problems.os_id = { id: 'cloud.create.error.os' };
  for (const [field, error] of Object.entries(validateServerSize(values, os?.min_disk ?? 0))) {
    problems[field as 'tier'] = sizeProblem(error);
  }
  if (dc && !dc.disk_types.includes(values.disk_type as DataCenter['disk_types'][number]))
    problems.disk_type = { id: 'cloud.create.error.diskType' };
  const script = checkInitScript(values.init_script, parseYaml);
  if (script?.kind === 'tooLong')
    problems.init_script = { id: 'cloud.create.error.scriptTooLong', values: { max: script.max } };
  if (script?.kind === 'yaml')
    problems.init_script = script.line
      ? { id: 'cloud.create.error.scriptYaml', values: { line: script.line } }
      : { id: 'cloud.create.error.scriptYamlNoLine' };
  if (script?.kind === 'notMapping') problems.init_script = { id: 'cloud.create.error.scriptMapping' };
  if (values.is_test) {
    if (!trialAvailable) problems.is_test = { id: 'cloud.create.error.trialTaken' };
    else if (dc && !dc.has_test) problems.is_test = { id: 'cloud.create.error.trialDatacenter' };
    else if (values.tier !== TRIAL_SERVER_TIER) problems.is_test = { id: 'cloud.create.error.trialTier' };
  }
  const name = validateServerName(values.name);
  if (name) problems.name = serverNameProblem(name);
  return problems;
}

/** The price per hour of what the form describes, in rials: 0 for the trial, null while the size or the price list is not there. */
export function createServerPrice(
  values: CreateServerValues,
  prices: readonly ServerPriceEntry[] | undefined,
): number | null {
  if (values.is_test) return 0;
  const size = serverSizeOf(values);
  if (!size || !prices || !values.disk_type) return null;
  return serverHourlyPrice(prices, { ...size, disk_type: values.disk_type, public_ip: values.public_ip });
}

const idOrNothing = (value: string) => (value ? Number(value) : undefined);

/** The body of POST /cloud/servers: numbers for ids, the custom size only for a custom tier, unset links left out. */
export function toCreateBody(values: CreateServerValues): ServerCreateRequest {
  const body: ServerCreateRequest = {
    name: values.name.trim(),
    datacenter_id: Number(values.datacenter_id),
    os_id: Number(values.os_id),
    tier: values.tier as ServerCreateRequest['tier'],
    disk_type: values.disk_type as ServerCreateRequest['disk_type'],
    public_ip: values.public_ip,
    autopilot: values.autopilot,
    is_test: values.is_test,
  };
  if (values.tier === 'custom') Object.assign(body, { cpu: values.cpu, ram: values.ram, disk: values.disk });
  const links = {
    ssh_key_id: idOrNothing(values.ssh_key_id),
    firewall_id: idOrNothing(values.firewall_id),
    private_network_id: idOrNothing(values.private_network_id),
  };
  for (const [key, id] of Object.entries(links)) if (id !== undefined) Object.assign(body, { [key]: id });
  if (values.init_script.trim()) body.init_script = values.init_script;
  return body;
}
