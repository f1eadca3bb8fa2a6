import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TICKET_PRIORITY, TICKET_ATTACHMENT_MAX_BYTES } from '@portal/shared-sdk/rules';
import { validateAttachments } from '@portal/api-support/rules';
import { recordAudit } from '../audit/recordAudit';
import { SEED_FILES } from '../db/seed';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { changePlan, currentSubscription, findPlan, listPlans } from './supportPlans';
import { downloadType } from './downloadType';
import { supportMessage, type SupportMessageKey } from './supportMessages';
import {
  attachedFileIds,
  cancelAnswer,
  countTickets,
  deliverDueAnswers,
  findTicket,
  listTickets,
  loadFiles,
  loadReplies,
  loadReply,
  resourceTypeOf,
  scheduleAnswer,
  toFile,
  toTicket,
  type FileRow,
  type Priority,
} from './supportTickets';

const MB = 1024 * 1024;

function msg(call: AuthedCall, key: SupportMessageKey, params?: Record<string, string | number>): string {
  return supportMessage(call.lang, key, params);
}

function fail(
  call: AuthedCall,
  status: number,
  key: SupportMessageKey,
  field?: string,
  params?: Record<string, string | number>,
): HttpError {
  const text = msg(call, key, params);
  return new HttpError(status, text, field ? { [field]: [text] } : undefined);
}

/** Every support read first lets the departments answer what has fallen due. */
function catchUp(call: AuthedCall): void {
  deliverDueAnswers(call.ctx.db, call.user.id, call.ctx.nowSec(), call.lang);
}

function ticketOr404(call: AuthedCall, ticketId: number) {
  const row = Number.isInteger(ticketId) ? findTicket(call.ctx.db, call.user.id, ticketId) : undefined;
  if (!row) throw fail(call, 404, 'ticketNotFound');
  return row;
}

/** Busboy reads part names as latin1; browsers send UTF-8 bytes, so Persian names need re-reading. */
export function decodeUploadName(name: string): string {
  let decoded = name;
  if ([...name].every((c) => c.charCodeAt(0) <= 0xff)) {
    const utf8 = Buffer.from(name, 'latin1').toString('utf8');
    if (!utf8.includes('\ufffd')) decoded = utf8;
  }
  // keep a plain file name: no folders, no control characters, a sane length
  const base = decoded.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

/** `files_id` must name this user's uploads that are not attached anywhere yet. */
function claimFiles(call: AuthedCall, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = loadFiles(call.ctx.db, unique);
  const attached = attachedFileIds(call.ctx.db, call.user.id);
  const ok =
    rows.length === unique.length && rows.every((r) => r.user_id === call.user.id && !attached.has(r.id));
  if (!ok) throw fail(call, 422, 'filesInvalid', 'files_id');
  return unique;
}

function fileIds(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map(Number);
}

export const supportResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/support/tickets', (call) => {
    catchUp(call);
    return {
      opened_list: listTickets(db, call.user.id, 'open').map((r) => toTicket(r, call.lang)),
      closed_list: listTickets(db, call.user.id, 'closed').map((r) => toTicket(r, call.lang)),
    };
  });

  routes.get('/support/tickets/departments', (call) => {
    const rows = db
      .prepare<[], { slug: string; name_en: string; name_fa: string }>(
        'SELECT slug, name_en, name_fa FROM departments ORDER BY id',
      )
      .all();
    return {
      data: rows.map((d) => ({
        id: d.slug.toUpperCase(),
        name: call.lang === 'fa' ? d.name_fa : d.name_en,
        resource_type: resourceTypeOf(d.slug),
      })),
    };
  });

  routes.get('/support/tickets/services', (call) => ({
    domains: db
      .prepare<[number], { domain: string; domain_id: number }>(
        'SELECT name AS domain, id AS domain_id FROM domains WHERE user_id = ? ORDER BY id',
      )
      .all(call.user.id),
    servers: db
      .prepare<[number], { display_name: string; id: number }>(
        'SELECT display_name, id FROM servers WHERE user_id = ? ORDER BY id',
      )
      .all(call.user.id),
  }));

  routes.post('/support/tickets/file-uploader', (call) => {
    const files = (call.req.files as Express.Multer.File[] | undefined) ?? [];
    const file = files.find((f) => f.fieldname === 'file');
    if (!file) throw fail(call, 422, 'fileRequired', 'file');
    const originalName = decodeUploadName(file.originalname);
    if (validateAttachments([{ name: originalName }]) !== null) throw fail(call, 422, 'fileType', 'file');
    if (file.size > TICKET_ATTACHMENT_MAX_BYTES)
      throw fail(call, 422, 'fileTooBig', 'file', { limit: TICKET_ATTACHMENT_MAX_BYTES / MB });
    const slug = randomBytes(18).toString('base64url');
    const relative = join('tickets', slug);
    mkdirSync(join(ctx.uploadsDir, 'tickets'), { recursive: true });
    writeFileSync(join(ctx.uploadsDir, relative), file.buffer);
    const result = db
      .prepare(
        'INSERT INTO ticket_files (user_id, static_slug, original_name, mime, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        call.user.id,
        slug,
        originalName,
        file.mimetype || 'application/octet-stream',
        file.size,
        relative,
        ctx.nowSec(),
      );
    const row = db
      .prepare<[number], FileRow>('SELECT * FROM ticket_files WHERE id = ?')
      .get(Number(result.lastInsertRowid)) as FileRow;
    return new Reply({ content: { data: toFile(row) } }, msg(call, 'fileUploaded'));
  });

  routes.post('/support/tickets', (call) => {
    const body = call.body as {
      subject: string;
      department: string;
      message: string;
      priority?: Priority;
      resource_id?: number;
      files_id?: unknown;
    };
    const dept = db
      .prepare<[string], { id: number; slug: string }>('SELECT id, slug FROM departments WHERE slug = ?')
      .get(String(body.department).toLowerCase());
    if (!dept) throw fail(call, 422, 'resourceInvalid', 'department');
    const resourceType = resourceTypeOf(dept.slug);
    let resourceId: number | null = null;
    if (body.resource_id !== undefined && resourceType) {
      const table = resourceType === 'domain' ? 'domains' : 'servers';
      const owned = db
        .prepare<[number, number], { id: number }>(`SELECT id FROM ${table} WHERE id = ? AND user_id = ?`)
        .get(Number(body.resource_id), call.user.id);
      if (!owned) throw fail(call, 422, 'resourceInvalid', 'resource_id');
      resourceId = owned.id;
    }
    const files = claimFiles(call, fileIds(body.files_id));
    const priority: Priority = body.priority ?? DEFAULT_TICKET_PRIORITY;
    const now = ctx.nowSec();
    const ticketId = db.transaction(() => {
      const t = db
        .prepare(
          `INSERT INTO tickets (user_id, subject, department_id, resource_type, resource_id, priority, status, status_summery, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'open', 'PENDING', ?, ?)`,
        )
        .run(
          call.user.id,
          body.subject.trim(),
          dept.id,
          resourceId === null ? null : resourceType,
          resourceId,
          priority,
          now,
          now,
        );
      const id = Number(t.lastInsertRowid);
      db.prepare(
        "INSERT INTO ticket_replies (ticket_id, author, author_name, message, files, rate, created_at) VALUES (?, 'user', ?, ?, ?, NULL, ?)",
      ).run(id, authorName(call), body.message, JSON.stringify(files), now);
      scheduleAnswer(db, id, priority, now);
      return id;
    })();
    recordAudit(call, {
      action: 'ticket.create',
      resourceKind: 'ticket',
      resourceId: ticketId,
      resourceName: body.subject.trim(),
    });
    return new Reply({ content: { data: { ticket_id: ticketId } } }, msg(call, 'ticketCreated'));
  });

  routes.post('/support/tickets/reply', (call) => {
    const body = call.body as { ticket_id: number; message: string; files_id?: unknown };
    const ticket = ticketOr404(call, Number(body.ticket_id));
    if (ticket.status === 'closed') throw fail(call, 422, 'ticketIsClosed');
    const files = claimFiles(call, fileIds(body.files_id));
    const now = ctx.nowSec();
    const replyId = db.transaction(() => {
      const r = db
        .prepare(
          "INSERT INTO ticket_replies (ticket_id, author, author_name, message, files, rate, created_at) VALUES (?, 'user', ?, ?, ?, NULL, ?)",
        )
        .run(ticket.id, authorName(call), body.message, JSON.stringify(files), now);
      db.prepare("UPDATE tickets SET status_summery = 'PENDING', updated_at = ? WHERE id = ?").run(
        now,
        ticket.id,
      );
      scheduleAnswer(db, ticket.id, ticket.priority, now);
      return Number(r.lastInsertRowid);
    })();
    recordAudit(call, {
      action: 'ticket.reply',
      resourceKind: 'ticket',
      resourceId: ticket.id,
      resourceName: ticket.subject,
    });
    return new Reply(loadReply(db, replyId), msg(call, 'replySent'));
  });

  const setStatus = (call: AuthedCall, status: 'open' | 'closed') => {
    catchUp(call);
    const ticket = ticketOr404(call, Number(call.params.ticket_id));
    if (ticket.status !== status) {
      db.prepare('UPDATE tickets SET status = ?, updated_at = ? WHERE id = ?').run(
        status,
        ctx.nowSec(),
        ticket.id,
      );
      // nobody answers a closed ticket; a reopened one waits for the customer's next message
      cancelAnswer(db, ticket.id);
      recordAudit(call, {
        action: status === 'closed' ? 'ticket.close' : 'ticket.open',
        resourceKind: 'ticket',
        resourceId: ticket.id,
        resourceName: ticket.subject,
      });
    }
    const after = ticketOr404(call, ticket.id);
    return new Reply(
      toTicket(after, call.lang),
      msg(call, status === 'closed' ? 'ticketClosed' : 'ticketOpened'),
    );
  };
  routes.get('/support/tickets/change-status/close-ticket/{ticket_id}', (call) => setStatus(call, 'closed'));
  routes.get('/support/tickets/change-status/open-ticket/{ticket_id}', (call) => setStatus(call, 'open'));

  routes.get('/support/tickets/rate/{ticket_reply_id}/{rate}', (call) => {
    const replyId = Number(call.params.ticket_reply_id);
    const owner = db
      .prepare<[number, number], { author: string }>(
        'SELECT r.author FROM ticket_replies r JOIN tickets t ON t.id = r.ticket_id WHERE r.id = ? AND t.user_id = ?',
      )
      .get(replyId, call.user.id);
    if (!owner) throw fail(call, 404, 'replyNotFound');
    if (owner.author !== 'staff') throw fail(call, 422, 'onlyStaffRated', 'ticket_reply_id');
    db.prepare('UPDATE ticket_replies SET rate = ? WHERE id = ?').run(Number(call.params.rate), replyId);
    return new Reply(loadReply(db, replyId), msg(call, 'rated'));
  });

  routes.get('/support/tickets/file-api/{static_slug}', (call) => {
    const row = db
      .prepare<[string, number], FileRow>('SELECT * FROM ticket_files WHERE static_slug = ? AND user_id = ?')
      .get(String(call.params.static_slug), call.user.id);
    if (!row) throw fail(call, 404, 'fileNotFound');
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ctx.uploadsDir, row.path));
    } catch {
      const seeded = SEED_FILES[row.static_slug];
      if (!seeded) throw fail(call, 404, 'fileNotFound');
      bytes = Buffer.from(seeded.content, 'utf8');
    }
    const ascii = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    call.res.status(200);
    call.res.setHeader('Content-Type', downloadType(row.original_name));
    call.res.setHeader('Content-Length', String(bytes.length));
    call.res.setHeader(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
    );
    // a download is never rendered by the browser as a page of ours
    call.res.setHeader('X-Content-Type-Options', 'nosniff');
    call.res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    call.res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    call.res.end(bytes);
    return undefined;
  });

  routes.get('/support/tickets/{ticket_id}', (call) => {
    catchUp(call);
    const ticket = ticketOr404(call, Number(call.params.ticket_id));
    const openedCount = Number(call.query.opened_count ?? 100);
    const closedCount = Number(call.query.closed_count ?? 100);
    return {
      ticket: { ...toTicket(ticket, call.lang), replies: loadReplies(db, ticket.id) },
      opened_list: listTickets(db, call.user.id, 'open', openedCount).map((r) => toTicket(r, call.lang)),
      closed_list: listTickets(db, call.user.id, 'closed', closedCount).map((r) => toTicket(r, call.lang)),
      opened_count: countTickets(db, call.user.id, 'open'),
      closed_count: countTickets(db, call.user.id, 'closed'),
    };
  });

  const plans = (call: AuthedCall) => {
    const current = currentSubscription(db, call.user.id, ctx.nowSec());
    return { plans: listPlans(db, call.lang), current };
  };
  routes.get('/support/plans', plans);
  routes.get('/financial/support-plans', plans);

  routes.post('/financial/support-plans', (call) => {
    const planId = Number(call.body.plan_id);
    if (!findPlan(db, planId)) throw fail(call, 422, 'planNotFound', 'plan_id');
    const result = changePlan(db, call.user.id, planId, ctx.nowSec());
    recordAudit(call, {
      action: 'support_plan.change',
      resourceKind: 'support_plan',
      resourceId: planId,
      resourceName: result.change,
    });
    const key: SupportMessageKey =
      result.change === 'upgrade'
        ? 'planUpgraded'
        : result.change === 'downgrade'
          ? 'planDowngraded'
          : 'planSame';
    return new Reply(result, msg(call, key));
  });
};

function authorName(call: AuthedCall): string {
  const p = call.ctx.db
    .prepare<[number], { name: string; last_name: string }>(
      'SELECT name, last_name FROM profiles WHERE user_id = ?',
    )
    .get(call.user.id);
  return p ? `${p.name} ${p.last_name}`.trim() : call.user.email;
}
