import { isServerBusy } from '@portal/shared-sdk/rules';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { hourlyCostFor } from '../cloud/serverBilling';
import { addInterface, nextPublicIp } from '../cloud/serverCreate';
import { cloudError } from '../cloud/serverErrors';
import { logServerAction } from '../cloud/serverLog';
import { settleTasks } from '../cloud/serverMachine';
import { toServers, userServerRow, type ServerRow } from '../cloud/serverRecords';
import { cloudServerMessage } from './cloudServerMessages';

/**
 * A server's public address given or taken (the provider SDK's public networks): only a settled
 * server (on or off, no change under way), one address at most. Its price follows at once, the
 * address being part of it, as when the server was made with or without one.
 */
export const cloudPublicNetworksResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const settledServer = (call: AuthedCall): ServerRow => {
    settleTasks(db, call.user.id, ctx.nowSec());
    const row = userServerRow(db, call.user.id, Number(call.body.server_id));
    if (!row) throw cloudError(call.lang, 404, 'serverNotFound');
    if (
      isServerBusy({ status: row.status, rescue: row.rescue === 1, task_state: row.task_state }) ||
      !['ON', 'OFF'].includes(row.status)
    ) {
      throw cloudError(call.lang, 409, 'wrongState');
    }
    return row;
  };
  const publicAddress = (serverId: number) =>
    db
      .prepare<[number], { id: number; ip_address: string }>(
        "SELECT id, ip_address FROM server_interfaces WHERE server_id = ? AND kind = 'public'",
      )
      .get(serverId);
  const repriced = (call: AuthedCall, row: ServerRow, publicIp: boolean) =>
    row.is_test === 1
      ? 0
      : hourlyCostFor(db, call.user.id, {
          cpu: row.cpu,
          ram: row.ram,
          disk: row.disk,
          disk_type: row.disk_type,
          public_ip: publicIp,
        });
  const answer = (
    call: AuthedCall,
    row: ServerRow,
    key: 'publicIpAttached' | 'publicIpDetached',
    ip: string,
  ) =>
    new Reply(
      toServers(db, [userServerRow(db, call.user.id, row.id) as ServerRow], call.lang, ctx.nowSec())[0],
      cloudServerMessage(call.lang, key, { ip }),
    );

  routes.post('/cloud/public-networks/attach', (call) => {
    const row = settledServer(call);
    if (publicAddress(row.id))
      throw cloudError(call.lang, 422, 'publicIpExists', {}, { server_id: ['publicIpExists'] });
    const ip = nextPublicIp(db);
    db.transaction(() => {
      addInterface(db, row.id, 'public', ip);
      db.prepare('UPDATE servers SET public_ip = 1, hourly_cost = ? WHERE id = ?').run(
        repriced(call, row, true),
        row.id,
      );
      logServerAction(db, row.id, 'public_ip_attach', 'success', 'logPublicIpAttach', { ip }, ctx.nowSec());
    })();
    return answer(call, row, 'publicIpAttached', ip);
  });

  routes.post('/cloud/public-networks/detach', (call) => {
    const row = settledServer(call);
    const address = publicAddress(row.id);
    if (!address) throw cloudError(call.lang, 422, 'publicIpNone', {}, { server_id: ['publicIpNone'] });
    db.transaction(() => {
      db.prepare('DELETE FROM server_interfaces WHERE id = ?').run(address.id);
      db.prepare('UPDATE servers SET public_ip = 0, hourly_cost = ? WHERE id = ?').run(
        repriced(call, row, false),
        row.id,
      );
      logServerAction(
        db,
        row.id,
        'public_ip_detach',
        'success',
        'logPublicIpDetach',
        { ip: address.ip_address },
        ctx.nowSec(),
      );
    })();
    return answer(call, row, 'publicIpDetached', address.ip_address);
  });
};
