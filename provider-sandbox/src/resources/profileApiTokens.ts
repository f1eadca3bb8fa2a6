import { DEMO_PERMISSION_TITLES } from '@portal/api-account/factories';
import { apiPermissionCatalogue, permissionCovers } from '@portal/shared-sdk/rules';
import {
  API_TOKEN_NAME_MAX,
  apiTokenExpiresAt,
  maskToken,
  parseApiTokenExpiry,
  validateApiTokenDraft,
} from '@portal/api-account/rules';
import { recordAudit } from '../audit/recordAudit';
import type { AuthedCall, Resource } from '../http/router';
import { hashToken, newToken } from '../security/tokens';
import { failOnFields, profileFail, profileReply, type ProfileMessageKey } from './profileMessages';

interface TokenRow {
  id: number;
  name: string | null;
  permissions: string;
  token_hint: string | null;
  created_at: number;
  last_used_at: number | null;
  expires_at: number | null;
}

const COLUMNS = 'id, name, permissions, token_hint, created_at, last_used_at, expires_at';

const ERRORS: Record<string, ProfileMessageKey> = {
  fieldRequired: 'fieldRequired',
  tokenNameTooLong: 'tokenNameTooLong',
  permissionsRequired: 'permissionsRequired',
  permissionUnknown: 'permissionUnknown',
};

function toToken(row: TokenRow) {
  return {
    id: row.id,
    name: row.name ?? '',
    permissions: JSON.parse(row.permissions) as string[],
    token_hint: row.token_hint ?? '••••',
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  };
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.map(String))] : []);

/**
 * The draft's rules (validateApiTokenDraft, shared with the portal); an API token may give only
 * the permissions it has itself.
 */
function checkDraft(call: AuthedCall, name: string, permissions: string[]): void {
  const errors = validateApiTokenDraft({ name, permissions });
  failOnFields(
    call,
    {
      name: errors.name && ERRORS[errors.name],
      permissions: errors.permissions && ERRORS[errors.permissions],
    },
    { limit: API_TOKEN_NAME_MAX },
  );
  if (call.user.tokenKind === 'api' && permissions.some((p) => !permissionCovers(call.user.permissions, p))) {
    throw profileFail(call, 422, 'permissionNotHeld', { permissions: 'permissionNotHeld' });
  }
}

/**
 * API tokens: listed without their secret (an expired one too, with its expiry, until it is deleted),
 * created with a permission list and a lifetime of 30, 90 or 365 days or none (the secret shown
 * once), edited (name and permissions; the lifetime stays as chosen), deleted.
 */
export const profileApiTokensResource: Resource = (routes, ctx) => {
  const find = (call: AuthedCall) => {
    const row = ctx.db
      .prepare<[number, number], TokenRow>(
        `SELECT ${COLUMNS} FROM tokens WHERE id = ? AND user_id = ? AND kind = 'api' AND revoked_at IS NULL`,
      )
      .get(Number(call.params.id), call.user.id);
    if (!row) throw profileFail(call, 404, 'tokenNotFound');
    return row;
  };

  routes.get('/auth/profile/api-keys', (call) =>
    ctx.db
      .prepare<[number], TokenRow>(
        `SELECT ${COLUMNS} FROM tokens
          WHERE user_id = ? AND kind = 'api' AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
      )
      .all(call.user.id)
      .map(toToken),
  );

  routes.get('/auth/api-token/permissions', (call) =>
    apiPermissionCatalogue().map((p) => ({
      ...p,
      title: DEMO_PERMISSION_TITLES[p.group]?.[call.lang] ?? p.group,
    })),
  );

  routes.post('/auth/api-token', (call) => {
    const name = String(call.body.name ?? '').trim();
    const permissions = listOf(call.body.permissions);
    const expiry = parseApiTokenExpiry(call.body.expires_in_days);
    checkDraft(call, name, permissions);
    if (expiry.error)
      throw profileFail(call, 422, 'tokenExpiryInvalid', { expires_in_days: 'tokenExpiryInvalid' });
    const secret = newToken();
    const now = ctx.nowSec();
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO tokens (user_id, token_hash, kind, name, permissions, token_hint, created_at, expires_at) VALUES (?, ?, 'api', ?, ?, ?, ?, ?)`,
        )
        .run(
          call.user.id,
          hashToken(secret),
          name,
          JSON.stringify(permissions),
          maskToken(secret),
          now,
          apiTokenExpiresAt(now, expiry.value),
        ).lastInsertRowid,
    );
    recordAudit(call, {
      action: 'api_token.create',
      resourceKind: 'api_token',
      resourceId: id,
      resourceName: name,
    });
    return profileReply(
      call,
      { ...toToken(find({ ...call, params: { id: String(id) } })), token: secret },
      'tokenCreated',
    );
  });

  routes.get('/auth/api-token/{id}', (call) => toToken(find(call)));

  routes.put('/auth/api-token/{id}', (call) => {
    const current = find(call);
    const name = call.body.name === undefined ? (current.name ?? '') : String(call.body.name).trim();
    const permissions = listOf(call.body.permissions);
    checkDraft(call, name, permissions);
    ctx.db
      .prepare('UPDATE tokens SET name = ?, permissions = ? WHERE id = ?')
      .run(name, JSON.stringify(permissions), current.id);
    recordAudit(call, {
      action: 'api_token.update',
      resourceKind: 'api_token',
      resourceId: current.id,
      resourceName: name,
    });
    return profileReply(call, toToken(find(call)), 'settingsApplied');
  });

  routes.delete('/auth/api-token/{id}', (call) => {
    const current = find(call);
    ctx.db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(ctx.nowSec(), current.id);
    recordAudit(call, {
      action: 'api_token.delete',
      resourceKind: 'api_token',
      resourceId: current.id,
      resourceName: current.name,
    });
    return profileReply(call, null, 'tokenDeleted');
  });
};
