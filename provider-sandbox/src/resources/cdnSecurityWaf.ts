import { WAF_CATALOG } from '@portal/api-cdn/factories';
import {
  isWafMode,
  rulePathProblem,
  wafDebugEndsAt,
  wafDebugSecondsLeft,
  wafModeAt,
  wafRuleActive,
  type WafMode,
} from '@portal/api-cdn/rules';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

interface WafRow {
  mode: WafMode;
  debug_started_at: number | null;
  sensitivity: string;
}

const GROUPS = WAF_CATALOG.flatMap((l) => l.groups.map((g) => ({ ...g, layer_id: l.id })));
const RULES = GROUPS.flatMap((g) => g.rules.map((r) => ({ ...r, group_id: g.id, layer_id: g.layer_id })));

/** The provider SDK's modes: `simulate` only logs (this product's debug, 30 minutes), `block` protects (on). */
const SDK_WAF_MODES: Readonly<Record<string, WafMode>> = { off: 'off', simulate: 'debug', block: 'on' };
export const WAF_SENSITIVITIES = ['low', 'medium', 'high', 'paranoid'] as const;
/** A custom rule's layer, as the SDK's rules name the catalog's. */
const CUSTOM_LAYER = 'custom';

/**
 * A domain's WAF under /cdn/ng/domains/{domain_id}/: its mode (debug turns itself off 30 minutes
 * after it started, by the sandbox clock), rule groups and single rules switched off and on, the
 * disabled rules, and custom rules by path (one made in debug mode stops 30 minutes later). A group
 * or rule the catalog does not have answers "The desired rule does not exist".
 */
export const cdnSecurityWafResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const wafRow = (domainId: number): WafRow =>
    db
      .prepare<[number], WafRow>(
        'SELECT mode, debug_started_at, sensitivity FROM cdn_waf WHERE domain_id = ?',
      )
      .get(domainId) ?? {
      mode: 'on',
      debug_started_at: null,
      sensitivity: 'medium',
    };
  const wafView = (domainId: number) => {
    const row = wafRow(domainId);
    const now = ctx.nowSec();
    const mode = wafModeAt(row.mode, row.debug_started_at, now);
    return {
      mode,
      debug_ends_at: mode === 'debug' ? wafDebugEndsAt(row.debug_started_at!) : null,
      seconds_left: wafDebugSecondsLeft(row.mode, row.debug_started_at, now),
      // what the provider's SDK reads beside the mode
      enabled: mode !== 'off',
      sensitivity: row.sensitivity,
    };
  };
  const saveWaf = (domainId: number, mode: WafMode, sensitivity: string) =>
    db
      .prepare(
        `INSERT INTO cdn_waf (domain_id, mode, debug_started_at, sensitivity) VALUES (?, ?, ?, ?)
         ON CONFLICT(domain_id) DO UPDATE SET mode = excluded.mode, debug_started_at = excluded.debug_started_at, sensitivity = excluded.sensitivity`,
      )
      .run(domainId, mode, mode === 'debug' ? ctx.nowSec() : null, sensitivity);
  const off = (domainId: number, kind: 'group' | 'rule') =>
    new Set(
      db
        .prepare<[number, string], { ref: string }>(
          'SELECT ref FROM cdn_waf_off WHERE domain_id = ? AND kind = ?',
        )
        .all(domainId, kind)
        .map((r) => r.ref),
    );
  const name = (call: AuthedCall, n: { en: string; fa: string }) => (call.lang === 'fa' ? n.fa : n.en);

  routes.get('/cdn/ng/domains/{domain_id}/waf', (call) =>
    wafView(requireDomain(call, call.params.domain_id as string).id),
  );

  routes.post('/cdn/ng/domains/{domain_id}/waf', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const mode = call.body.mode;
    if (!isWafMode(mode)) refuseProblems(call, { mode: 'wafModeInvalid' });
    saveWaf(row.id, mode as WafMode, wafRow(row.id).sensitivity);
    return new Reply(wafView(row.id), securityText(call, 'wafSaved'));
  });

  /**
   * The provider SDK's settings: `enabled`, `mode` (off, simulate or block) and `sensitivity`, each
   * optional. Off (either way) turns the WAF off; simulate is debug mode (30 minutes); block is on;
   * `enabled` alone turns an off WAF on and leaves a running one as it is.
   */
  routes.put('/cdn/ng/domains/{domain_id}/waf', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const { enabled, sensitivity } = call.body;
    const asked = call.body.mode;
    refuseProblems(call, {
      mode:
        asked === undefined || (typeof asked === 'string' && asked in SDK_WAF_MODES)
          ? undefined
          : 'wafSdkModeInvalid',
      sensitivity:
        sensitivity === undefined || (WAF_SENSITIVITIES as readonly unknown[]).includes(sensitivity)
          ? undefined
          : 'wafSensitivityInvalid',
    });
    const current = wafView(row.id).mode;
    let mode: WafMode = asked === undefined ? current : (SDK_WAF_MODES[asked as string] as WafMode);
    if (enabled === false) mode = 'off';
    else if (enabled === true && mode === 'off') mode = asked === 'off' ? 'off' : 'on';
    // a debug already running keeps its start
    if (mode === 'debug' && current === 'debug') {
      db.prepare('UPDATE cdn_waf SET sensitivity = ? WHERE domain_id = ?').run(
        String(sensitivity ?? wafRow(row.id).sensitivity),
        row.id,
      );
    } else {
      saveWaf(row.id, mode, String(sensitivity ?? wafRow(row.id).sensitivity));
    }
    return new Reply(wafView(row.id), securityText(call, 'wafSaved'));
  });

  routes.get('/cdn/ng/domains/{domain_id}/waf/layers', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const groupsOff = off(row.id, 'group');
    const rulesOff = off(row.id, 'rule');
    return WAF_CATALOG.map((l) => {
      const groups = l.groups.map((g) => ({
        id: g.id,
        name: name(call, g.name),
        enabled: !groupsOff.has(g.id),
        rules: g.rules.map((r) => ({ id: r.id, name: name(call, r.name), enabled: !rulesOff.has(r.id) })),
      }));
      // the layer as the provider's SDK reads it: on while any of its groups is, and how many rules it has
      return {
        id: l.id,
        name: name(call, l.name),
        groups,
        enabled: groups.some((g) => g.enabled),
        rules_count: groups.reduce((n, g) => n + g.rules.length, 0),
      };
    });
  });

  routes.get('/cdn/ng/domains/{domain_id}/waf/disabled-rules', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const groupsOff = off(row.id, 'group');
    const rulesOff = off(row.id, 'rule');
    return RULES.filter((r) => rulesOff.has(r.id) || groupsOff.has(r.group_id)).map((r) => ({
      id: r.id,
      name: name(call, r.name),
      group_id: r.group_id,
      layer_id: r.layer_id,
      enabled: false,
    }));
  });

  const switchOne = (kind: 'group' | 'rule', known: boolean) => (call: AuthedCall) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const ref = String(call.body[`${kind}_id`] ?? '');
    if (!known || !(kind === 'group' ? GROUPS.some((g) => g.id === ref) : RULES.some((r) => r.id === ref)))
      throw ruleNotFound(call);
    const enabled =
      call.body.enabled === true ||
      call.body.enabled === 'true' ||
      call.body.enabled === '1' ||
      call.body.enabled === 1;
    if (enabled)
      db.prepare('DELETE FROM cdn_waf_off WHERE domain_id = ? AND kind = ? AND ref = ?').run(
        row.id,
        kind,
        ref,
      );
    else
      db.prepare('INSERT OR IGNORE INTO cdn_waf_off (domain_id, kind, ref) VALUES (?, ?, ?)').run(
        row.id,
        kind,
        ref,
      );
    return new Reply({ id: ref, enabled }, securityText(call, 'wafSaved'));
  };
  routes.post('/cdn/ng/domains/{domain_id}/waf/switch-group', switchOne('group', true));
  routes.post('/cdn/ng/domains/{domain_id}/waf/switch-rule', switchOne('rule', true));
  // the provider's SDK switches by PUT
  routes.put('/cdn/ng/domains/{domain_id}/waf/switch-group', switchOne('group', true));
  routes.put('/cdn/ng/domains/{domain_id}/waf/switch-rule', switchOne('rule', true));

  const customRules = (domainId: number) =>
    db
      .prepare<
        [number],
        { id: number; path: string; action: string; created_at: number; expires_at: number | null }
      >('SELECT * FROM cdn_waf_rules WHERE domain_id = ? ORDER BY id')
      .all(domainId)
      .filter((r) => wafRuleActive(r.expires_at, ctx.nowSec()))
      // a custom rule as the provider's SDK reads a rule: named by its path, in a layer of its own, on while it lasts
      .map((r) => ({
        id: r.id,
        path: r.path,
        action: r.action,
        expires_at: r.expires_at,
        name: r.path,
        enabled: true,
        layer_id: CUSTOM_LAYER,
      }));

  routes.get('/cdn/ng/domains/{domain_id}/waf/rules', (call) =>
    customRules(requireDomain(call, call.params.domain_id as string).id),
  );

  routes.post('/cdn/ng/domains/{domain_id}/waf/rules', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const path = String(call.body.path ?? '').trim();
    const action = String(call.body.action ?? '');
    refuseProblems(call, {
      path: rulePathProblem(path, row.name) ?? undefined,
      action: ['protect', 'passthrough'].includes(action) ? undefined : 'wafActionInvalid',
    });
    const now = ctx.nowSec();
    // a rule made while debugging stops when the debugging would
    const expires = wafView(row.id).mode === 'debug' ? now + 30 * 60 : null;
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO cdn_waf_rules (domain_id, path, action, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(row.id, path, action, now, expires);
    return new Reply(
      { id: Number(lastInsertRowid), path, action, expires_at: expires },
      securityText(call, 'wafSaved'),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}/waf/rules/{rule_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const found = customRules(row.id).find((r) => r.id === Number(call.params.rule_id));
    if (!found) throw ruleNotFound(call);
    db.prepare('DELETE FROM cdn_waf_rules WHERE id = ?').run(found.id);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });
};
