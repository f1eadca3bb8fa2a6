import type { Database } from 'better-sqlite3';
import type { RuleProblem, RuleProblems } from '@portal/shared-sdk/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall } from '../http/router';
import { cloudInfraText, type CloudFamily } from './cloudInfraMessages';

// What the volume, snapshot, SSH key, firewall and network calls share: their messages, refusals,
// and the rows of servers and data centers they read.

export const text = (
  call: AuthedCall,
  family: CloudFamily | 'common',
  code: string,
  values?: RuleProblem['values'],
) => cloudInfraText(call.lang, family, code, values);

/**
 * A 422 naming each field's problem; its message is the problem itself when there is one, else
 * the general "The given data was invalid" (as the request validator answers).
 */
export function refuse(call: AuthedCall, family: CloudFamily, problems: RuleProblems): HttpError {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, p]) => [field, [text(call, family, p.code, p.values)]]),
  );
  const all = Object.values(fields).flat();
  return new HttpError(422, all.length === 1 ? (all[0] as string) : call.t('invalidData'), fields);
}

/** A 422 about the call as a whole (no field on the form to stand beside). */
export const refuseAll = (call: AuthedCall, family: CloudFamily, p: RuleProblem) =>
  new HttpError(422, text(call, family, p.code, p.values));

export const notFound = (call: AuthedCall, family: CloudFamily) =>
  new HttpError(404, text(call, family, 'notFound'));

/** Throws the problems as a 422 when there are any. */
export function check(call: AuthedCall, family: CloudFamily, problems: RuleProblems): void {
  if (Object.keys(problems).length > 0) throw refuse(call, family, problems);
}

export const reply = (
  call: AuthedCall,
  family: CloudFamily,
  code: string,
  data: unknown,
  values?: RuleProblem['values'],
) => new Reply(data, text(call, family, code, values));

export interface ServerRow {
  id: number;
  name: string;
  status: string;
  datacenter_id: number;
  os_id: number;
  disk: number;
  used_disk: number;
}

/** One of the user's servers, or a 422 on `field` ("The server does not exist"): another user's reads as unknown. */
export function serverOf(
  call: AuthedCall,
  family: CloudFamily,
  serverId: unknown,
  field = 'server_id',
): ServerRow {
  const row = call.ctx.db
    .prepare<[number, number], ServerRow>(
      'SELECT id, name, status, datacenter_id, os_id, disk, used_disk FROM servers WHERE id = ? AND user_id = ?',
    )
    .get(Number(serverId), call.user.id);
  if (!row) throw refuse(call, family, { [field]: { code: 'serverNotFound' } });
  return row;
}

export interface DataCenterRow {
  id: number;
  name: string;
  display_name_en: string;
  display_name_fa: string;
  is_active: number;
  is_hidden: number;
}

export function dataCenterRow(db: Database, id: number): DataCenterRow | undefined {
  return db.prepare<[number], DataCenterRow>('SELECT * FROM datacenters WHERE id = ?').get(id);
}

/** A data center new resources may go to: active and not hidden. */
export function openDataCenterRow(call: AuthedCall, id: unknown): DataCenterRow | undefined {
  const row = dataCenterRow(call.ctx.db, Number(id));
  return row && row.is_active === 1 && row.is_hidden !== 1 ? row : undefined;
}

/** An open data center, or a 422 on `datacenter_id`. */
export function openDataCenter(call: AuthedCall, family: CloudFamily, id: unknown): DataCenterRow {
  const row = openDataCenterRow(call, id);
  if (!row) throw refuse(call, family, { datacenter_id: { code: 'datacenterInvalid' } });
  return row;
}

/** A data center as every cloud answer carries it, its name in the caller's language. */
export function dataCenterJson(call: AuthedCall, id: number) {
  const row = dataCenterRow(call.ctx.db, id) as DataCenterRow;
  return {
    id: row.id,
    name: row.name,
    display_name: call.lang === 'fa' ? row.display_name_fa : row.display_name_en,
  };
}

export interface PriceRow {
  service: string;
  item: string;
  price_in_second: number;
  price_in_hour: number;
  price_priority: string;
}

/** The user's price list (costs are computed from it at every answer). */
export function pricesOf(call: AuthedCall): PriceRow[] {
  return call.ctx.db
    .prepare<[number], PriceRow>(
      'SELECT service, item, price_in_second, price_in_hour, price_priority FROM custom_prices WHERE user_id = ?',
    )
    .all(call.user.id);
}

/** A text field of the body, trimmed ('' when absent). */
export const textOf = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();
