import {
  canAffordServer,
  canPerform,
  hardwareChangeProblem,
  serverSizeOf,
  validatePassword,
  type PasswordError,
  type ServerOperation,
  type ServerSize,
  type ServerTask,
} from '@portal/shared-sdk/rules';
import { type AuditAction } from '@portal/api-account/rules';
import type { AuthedCall, Resource } from '../http/router';
import { Reply } from '../http/envelope';
import {
  addInterface,
  checkCreate,
  nameProblem,
  newPassword,
  nextPublicIp,
  type CreateBody,
} from '../cloud/serverCreate';
import { SERVER_LINK_KINDS } from '../cloud/serverLinks';
import { chargeFirstHour, hourlyCostFor, settleBilling, walletBalance } from '../cloud/serverBilling';
import { tierOfSize } from '../cloud/serverSdkFields';
import { cloudError, fieldsError } from '../cloud/serverErrors';
import { serverLog, logServerAction } from '../cloud/serverLog';
import { STOPS_SCREEN, expiredTrials, settleTasks, startTask } from '../cloud/serverMachine';
import { toServers, userServerRow, userServerRows, type ServerRow } from '../cloud/serverRecords';
import { sizeProblems } from '../cloud/serverSizeProblems';
import { cloudServerMessage, type CloudServerMessageKey } from './cloudServerMessages';
import { recordAudit } from '../audit/recordAudit';

const POWER_TASKS: Readonly<Record<string, ServerTask>> = {
  on: 'power_on',
  off: 'power_off',
  reboot: 'reboot',
  restart: 'restart',
};
// what the audit log calls each power change (a restart is a reboot to the customer)
const POWER_AUDIT: Readonly<Record<string, AuditAction>> = {
  on: 'server.power_on',
  off: 'server.power_off',
  reboot: 'server.reboot',
  restart: 'server.reboot',
};

/**
 * The cloud-server calls (docs/product.md "Provider API: cloud"). Only the user's own servers are
 * ever seen. Every call first settles the user's servers: changes that are due finish, whole hours
 * are charged to the wallet (a wallet in debt suspends them), trial servers past their day go.
 */
export const cloudServersResource: Resource = (routes, ctx) => {
  const { db, serverLinks, consoles } = ctx;

  const remove = (serverId: number) => {
    consoles.stop(serverId);
    // ON DELETE rules detach its volumes, take it out of its groups and networks and free its addresses
    db.prepare('DELETE FROM servers WHERE id = ?').run(serverId);
  };

  const settle = (userId: number) =>
    db.transaction(() => {
      const now = ctx.nowSec();
      settleTasks(db, userId, now);
      settleBilling(db, userId, now).suspended.forEach((id) => consoles.stop(id));
      expiredTrials(db, userId, now).forEach(remove);
    })();

  const load = (call: AuthedCall): ServerRow => {
    settle(call.user.id);
    const row = userServerRow(db, call.user.id, Number(call.params.server_id));
    if (!row) throw cloudError(call.lang, 404, 'serverNotFound');
    return row;
  };

  /** The server (settled, and read again after a change) as the provider answers it. */
  const answer = (call: AuthedCall, serverId: number, message?: CloudServerMessageKey) => {
    const row = userServerRow(db, call.user.id, serverId) as ServerRow;
    const server = toServers(db, [row], call.lang, ctx.nowSec())[0];
    return message ? new Reply(server, cloudServerMessage(call.lang, message)) : server;
  };

  const allow = (call: AuthedCall, row: ServerRow, operation: ServerOperation) => {
    if (
      !canPerform({ status: row.status, rescue: row.rescue === 1, task_state: row.task_state }, operation)
    ) {
      throw cloudError(call.lang, 409, 'wrongState');
    }
  };

  /** Starts a change; one that takes the running system away closes its console. */
  const change = (row: ServerRow, task: ServerTask, params: Record<string, string | number> = {}) => {
    startTask(db, row, task, ctx.nowSec(), params);
    if (STOPS_SCREEN.has(task)) consoles.stop(row.id);
  };

  routes.get('/cloud/servers', (call) => {
    settle(call.user.id);
    return toServers(db, userServerRows(db, call.user.id), call.lang, ctx.nowSec());
  });

  routes.get('/cloud/trial', (call) => ({
    available: !db.prepare('SELECT user_id FROM server_trials WHERE user_id = ?').get(call.user.id),
    days: 1,
    tier: 'economic',
  }));

  routes.post(
    '/cloud/servers',
    (call) => {
      settle(call.user.id);
      // the provider's SDK may name a snapshot to start from: refused, not ignored
      if (call.body.snapshot_id !== undefined)
        throw fieldsError(call.lang, { snapshot_id: ['snapshotCreateUnsupported'] }, call.t('invalidData'));
      const body = call.body as unknown as CreateBody;
      const now = ctx.nowSec();
      const checked = checkCreate(db, call.user.id, body, serverLinks, now);
      if (Object.keys(checked.problems).length > 0)
        throw fieldsError(call.lang, checked.problems, call.t('invalidData'));
      if (checked.balanceShort !== undefined)
        throw cloudError(call.lang, 422, 'balanceLow', { price: checked.balanceShort });
      const s = checked.server!;
      const id = db.transaction(() => {
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO servers (user_id, name, display_name, status, datacenter_id, os_id, tier, cpu, ram, disk, disk_type, public_ip, autopilot,
                                  rescue, password, created_at, is_test, expires_at, init_script, hourly_cost, billed_until)
             VALUES (?, ?, ?, 'BUILD', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            call.user.id,
            s.name,
            s.name,
            body.datacenter_id,
            body.os_id,
            body.tier,
            s.size.cpu,
            s.size.ram,
            s.size.disk,
            body.disk_type,
            body.public_ip ? 1 : 0,
            body.autopilot ? 1 : 0,
            newPassword(),
            now,
            body.is_test ? 1 : 0,
            s.expiresAt,
            body.init_script?.trim() ? body.init_script : null,
            s.hourlyCost,
            // the first hour is paid now
            now + 3600,
          );
        const serverId = Number(lastInsertRowid);
        if (body.public_ip) addInterface(db, serverId, 'public', nextPublicIp(db));
        // the key is installed, the group guards the server, the network gives it an address
        for (const kind of SERVER_LINK_KINDS) {
          const linked = body[kind];
          if (linked !== null && linked !== undefined) serverLinks.join(kind, db, serverId, linked);
        }
        logServerAction(db, serverId, 'create', 'success', 'logCreate', {}, now);
        chargeFirstHour(db, call.user.id, { id: serverId, name: s.name, hourly_cost: s.hourlyCost }, now);
        if (body.is_test)
          db.prepare('INSERT INTO server_trials (user_id, server_id, taken_at) VALUES (?, ?, ?)').run(
            call.user.id,
            serverId,
            now,
          );
        startTask(db, { id: serverId, status: 'BUILD' }, 'build', now);
        return serverId;
      })();
      recordAudit(call, {
        action: 'server.create',
        resourceKind: 'server',
        resourceId: id,
        resourceName: s.name,
      });
      return answer(call, id, 'created');
    },
    { nonObjectMessage: (lang) => cloudServerMessage(lang, 'notAnObject') },
  );

  routes.get('/cloud/servers/{server_id}', (call) => answer(call, load(call).id));

  // the provider SDK's "long poll": the server as it stands once its due changes have settled
  routes.get('/cloud/servers/{server_id}/poll', (call) => answer(call, load(call).id));

  routes.delete('/cloud/servers/{server_id}', (call) => {
    const row = load(call);
    allow(call, row, 'delete');
    db.transaction(() => remove(row.id))();
    recordAudit(call, {
      action: 'server.delete',
      resourceKind: 'server',
      resourceId: row.id,
      resourceName: row.name,
    });
    return new Reply(null, cloudServerMessage(call.lang, 'deleted'));
  });

  routes.post('/cloud/servers/{server_id}/rename', (call) => {
    const row = load(call);
    allow(call, row, 'rename');
    const name = String(call.body.name ?? '').trim();
    const problem = name === row.name ? null : nameProblem(db, call.user.id, name, row.id);
    if (problem) throw fieldsError(call.lang, { name: problem }, call.t('invalidData'));
    db.prepare('UPDATE servers SET name = ?, display_name = ? WHERE id = ?').run(name, name, row.id);
    logServerAction(db, row.id, 'rename', 'success', 'logRename', { from: row.name, to: name }, ctx.nowSec());
    return answer(call, row.id, 'renamed');
  });

  routes.put('/cloud/servers/{server_id}/power/{action}', (call) => {
    const row = load(call);
    const task = POWER_TASKS[call.params.action as string] as ServerTask;
    allow(call, row, task as ServerOperation);
    change(row, task);
    recordAudit(call, {
      action: POWER_AUDIT[call.params.action as string] as AuditAction,
      resourceKind: 'server',
      resourceId: row.id,
      resourceName: row.name,
    });
    return answer(call, row.id, 'changeRegistered');
  });

  const invalidParameters = {
    invalidMessage: (lang: 'fa' | 'en') => cloudServerMessage(lang, 'invalidParameters'),
  };

  const rebuildSoftware = (call: AuthedCall) => {
    const row = load(call);
    allow(call, row, 'rebuild_software');
    const os = db
      .prepare<[number], { display_name: string; min_disk: number }>(
        'SELECT display_name, min_disk FROM os_images WHERE id = ?',
      )
      .get(Number(call.body.os_id));
    if (!os) throw cloudError(call.lang, 422, 'invalidParameters', {}, { os_id: ['osUnknown'] });
    if (os.min_disk > row.disk)
      throw cloudError(
        call.lang,
        422,
        'invalidParameters',
        {},
        { os_id: ['sizeOsDisk', { min: os.min_disk }] },
      );
    // a fresh system gets a fresh root password
    db.prepare('UPDATE servers SET os_id = ?, password = ?, password_shown = 0 WHERE id = ?').run(
      Number(call.body.os_id),
      newPassword(),
      row.id,
    );
    change(row, 'rebuild_software', { os: os.display_name });
    return answer(call, row.id, 'changeRegistered');
  };
  routes.post('/cloud/servers/{server_id}/rebuild/software', rebuildSoftware, invalidParameters);
  // the provider's SDK reinstalls by PUT
  routes.put('/cloud/servers/{server_id}/rebuild/software', rebuildSoftware, invalidParameters);

  const rebuildHardware = (call: AuthedCall) => {
    const row = load(call);
    allow(call, row, 'rebuild_hardware');
    const os = db
      .prepare<[number], { min_disk: number }>('SELECT min_disk FROM os_images WHERE id = ?')
      .get(row.os_id);
    // the provider's SDK sends cores and memory alone: the disk stays, the size is a tier's when it matches one
    if (call.body.tier === undefined) {
      call.body.disk ??= row.disk;
      call.body.tier = tierOfSize({ cpu: call.body.cpu, ram: call.body.ram, disk: call.body.disk });
    }
    const next = {
      tier: String(call.body.tier),
      cpu: call.body.cpu as number | undefined,
      ram: call.body.ram as number | undefined,
      disk: call.body.disk as number | undefined,
    };
    const problem = hardwareChangeProblem(
      { cpu: row.cpu, ram: row.ram, disk: row.disk },
      next,
      os?.min_disk ?? 0,
    );
    if (problem) {
      const fields = sizeProblems(problem);
      if (problem.disk?.kind === 'range' && problem.disk.min === row.disk)
        fields.disk = ['diskShrink', { min: row.disk }];
      if (problem.tier?.kind === 'tier' && next.tier !== 'custom' && next.tier === row.tier)
        fields.tier = ['sizeSame'];
      throw cloudError(call.lang, 422, 'invalidParameters', {}, fields);
    }
    const size = serverSizeOf(next) as ServerSize;
    const cost = row.is_test
      ? 0
      : hourlyCostFor(db, call.user.id, {
          ...size,
          disk_type: row.disk_type,
          public_ip: row.public_ip === 1,
        });
    db.transaction(() => {
      db.prepare('UPDATE servers SET tier = ?, cpu = ?, ram = ?, disk = ?, hourly_cost = ? WHERE id = ?').run(
        next.tier,
        size.cpu,
        size.ram,
        size.disk,
        cost,
        row.id,
      );
      change(row, 'rebuild_hardware', { ...size });
    })();
    return answer(call, row.id, 'changeRegistered');
  };
  routes.post('/cloud/servers/{server_id}/rebuild/hardware', rebuildHardware, invalidParameters);
  // the provider's SDK resizes by PUT
  routes.put('/cloud/servers/{server_id}/rebuild/hardware', rebuildHardware, invalidParameters);

  const resetPassword = (call: AuthedCall) => {
    const row = load(call);
    allow(call, row, 'reset_password');
    const password = newPassword();
    db.prepare('UPDATE servers SET password = ?, password_shown = 1 WHERE id = ?').run(password, row.id);
    logServerAction(db, row.id, 'reset_password', 'success', 'logResetPassword', {}, ctx.nowSec());
    return new Reply({ password }, cloudServerMessage(call.lang, 'passwordReset'));
  };
  routes.post('/cloud/servers/{server_id}/reset-password', resetPassword);

  // the provider's SDK sets a password of its own (held to the password rules), by PUT
  routes.put('/cloud/servers/{server_id}/reset-password', (call) => {
    const row = load(call);
    if (call.body.password === undefined) return resetPassword(call);
    const password = String(call.body.password);
    // no repeat is asked, so the rule never answers a mismatch
    const problem = validatePassword(password) as Exclude<PasswordError, 'passwordMismatch'> | null;
    if (problem) throw fieldsError(call.lang, { password: [problem] }, call.t('invalidData'));
    allow(call, row, 'reset_password');
    // the customer knows it: there is nothing to show once
    db.prepare('UPDATE servers SET password = ?, password_shown = 1 WHERE id = ?').run(password, row.id);
    logServerAction(db, row.id, 'reset_password', 'success', 'logResetPassword', {}, ctx.nowSec());
    return new Reply(null, cloudServerMessage(call.lang, 'passwordSet'));
  });

  routes.post('/cloud/servers/{server_id}/get-password', (call) => {
    const row = load(call);
    allow(call, row, 'get_password');
    // shown once: afterwards only a reset gives a password again
    if (row.password_shown === 1 || !row.password) throw cloudError(call.lang, 409, 'passwordShownAlready');
    db.prepare('UPDATE servers SET password_shown = 1 WHERE id = ?').run(row.id);
    logServerAction(db, row.id, 'get_password', 'success', 'logGetPassword', {}, ctx.nowSec());
    return { password: row.password };
  });

  routes.post('/cloud/servers/{server_id}/rescue', (call) => {
    const row = load(call);
    allow(call, row, 'rescue');
    // the provider's SDK names the rescue system's image: one the provider has
    if (
      call.body.os_id !== undefined &&
      !db.prepare('SELECT id FROM os_images WHERE id = ?').get(Number(call.body.os_id))
    ) {
      throw fieldsError(call.lang, { os_id: ['osUnknown'] }, call.t('invalidData'));
    }
    db.prepare('UPDATE servers SET rescue = 1 WHERE id = ?').run(row.id);
    change(row, 'rescue');
    return new Reply({ password: newPassword() }, cloudServerMessage(call.lang, 'rescueStarted'));
  });

  routes.post('/cloud/servers/{server_id}/unrescue', (call) => {
    const row = load(call);
    allow(call, row, 'unrescue');
    db.prepare('UPDATE servers SET rescue = 0 WHERE id = ?').run(row.id);
    change(row, 'unrescue');
    return answer(call, row.id, 'changeRegistered');
  });

  const autopilot = (enabled: boolean) => (call: AuthedCall) => {
    const row = load(call);
    allow(call, row, 'autopilot');
    db.prepare('UPDATE servers SET autopilot = ? WHERE id = ?').run(enabled ? 1 : 0, row.id);
    logServerAction(
      db,
      row.id,
      enabled ? 'autopilot_on' : 'autopilot_off',
      'success',
      enabled ? 'logAutopilotOn' : 'logAutopilotOff',
      {},
      ctx.nowSec(),
    );
    return answer(call, row.id, enabled ? 'autopilotOn' : 'autopilotOff');
  };
  routes.post('/cloud/servers/{server_id}/autopilot', autopilot(true));
  routes.delete('/cloud/servers/{server_id}/autopilot', autopilot(false));
  // the provider SDK's paths
  routes.post('/cloud/servers/{server_id}/autopilot/enable', autopilot(true));
  routes.delete('/cloud/servers/{server_id}/autopilot/disable', autopilot(false));

  /**
   * A trial server kept (the provider's path, `permenant` as it spells it): no longer ending with its
   * day, billed by the hour from now on, its first hour charged now as a new server's is; the wallet
   * must cover it. The account's trial stays used.
   */
  routes.post('/cloud/servers/{server_id}/permenant', (call) => {
    const row = load(call);
    if (row.is_test !== 1) throw cloudError(call.lang, 422, 'notTrial', {}, { server_id: ['notTrial'] });
    allow(call, row, 'rename');
    const now = ctx.nowSec();
    const cost = hourlyCostFor(db, call.user.id, {
      cpu: row.cpu,
      ram: row.ram,
      disk: row.disk,
      disk_type: row.disk_type,
      public_ip: row.public_ip === 1,
    });
    if (!canAffordServer(walletBalance(db, call.user.id), cost))
      throw cloudError(call.lang, 422, 'balanceLow', { price: cost });
    db.transaction(() => {
      db.prepare(
        'UPDATE servers SET is_test = 0, expires_at = NULL, hourly_cost = ?, billed_until = ? WHERE id = ?',
      ).run(cost, now + 3600, row.id);
      chargeFirstHour(db, call.user.id, { id: row.id, name: row.name, hourly_cost: cost }, now);
      logServerAction(db, row.id, 'permanent', 'success', 'logPermanent', {}, now);
    })();
    return answer(call, row.id, 'madePermanent');
  });

  routes.get('/cloud/servers/{server_id}/logs', (call) => serverLog(db, load(call).id, call.lang));

  routes.get('/cloud/servers/{server_id}/access/vnc', async (call) => {
    const row = load(call);
    allow(call, row, 'vnc');
    const missing = consoles.unavailable();
    if (missing) {
      console.error(`[provider-sandbox] no server console: ${missing}`);
      throw cloudError(call.lang, 503, 'consoleUnavailable');
    }
    try {
      const access = await consoles.issue({ id: row.id, name: row.name, os: row.os_display_name });
      return { ...access, password: null };
    } catch (error) {
      console.error('[provider-sandbox] the server console did not start', error);
      throw cloudError(call.lang, 503, 'consoleUnavailable');
    }
  });
};
