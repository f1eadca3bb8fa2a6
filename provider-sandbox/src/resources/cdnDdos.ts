import {
  DDOS_CHALLENGE_TTL_MIN,
  DDOS_CHALLENGES,
  ddosCaptchaModuleProblem,
  ddosModuleOffered,
  ddosRuleProblems,
  ddosTtlProblems,
  type DdosProblem,
  type PlanLimitsSource,
} from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { cdnDdosMessage, type CdnDdosMessageKey } from './cdnDdosMessages';
import { planLimitsOf } from './cdnSecurityStore';

interface DdosRuleRow {
  id: number;
  domain_id: number;
  path: string;
  challenge: string;
}

const toRule = (r: DdosRuleRow) => ({ id: r.id, path: r.path, challenge: r.challenge });

/** The protection levels the provider's SDK sets (its CLI's `normal` is `medium`); none chosen: medium. */
export const DDOS_MODES = ['off', 'low', 'medium', 'high', 'under_attack'] as const;
const DEFAULT_DDOS_MODE = 'medium';
const modeOf = (value: unknown) => (value === 'normal' ? 'medium' : value);
/** The SDK's field for each challenge's validity. */
const TTL_FIELDS = {
  cookie: 'cookie_challenge_ttl',
  js: 'js_challenge_ttl',
  captcha: 'captcha_challenge_ttl',
} as const;

/**
 * A domain's DDoS protection under /cdn/ng/domains/{domain_id}/ddos: the challenge modules
 * (cookie, JavaScript, captcha) with whether the plan offers each and its validity (60 s to the
 * plan's longest), the captcha service, and direct rules giving a path (a glob after the domain
 * name) its own challenge. A module the plan lacks is refused with "Unfortunately, your plan does
 * not support this feature"; every refusal names its field and stores nothing.
 */
export const cdnDdosResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const text = (call: AuthedCall, key: CdnDdosMessageKey, params?: Record<string, string | number>) =>
    cdnDdosMessage(call.lang, key, params);
  const say = (call: AuthedCall, limits: PlanLimitsSource, p: DdosProblem) =>
    text(call, p, { min: DDOS_CHALLENGE_TTL_MIN, max: limits.ddos_challenge_ttl });
  const refuse = (
    call: AuthedCall,
    limits: PlanLimitsSource,
    problems: Partial<Record<string, DdosProblem>>,
  ) => {
    const entries = Object.entries(problems).filter((e): e is [string, DdosProblem] => e[1] !== undefined);
    if (entries.length === 0) return;
    throw new HttpError(
      422,
      say(call, limits, entries[0]![1]),
      Object.fromEntries(entries.map(([f, p]) => [f, [say(call, limits, p)]])),
    );
  };

  const view = (call: AuthedCall, domainId: number) => {
    const row = requireDomain(call, domainId);
    const limits = planLimitsOf(call, row);
    const ttls = new Map(
      db
        .prepare<[number], { challenge: string; ttl: number }>(
          'SELECT challenge, ttl FROM cdn_ddos_ttls WHERE domain_id = ?',
        )
        .all(row.id)
        .map((r) => [r.challenge, r.ttl]),
    );
    const captcha = db
      .prepare<[number], { captcha_module: string }>(
        'SELECT captcha_module FROM cdn_ddos_settings WHERE domain_id = ?',
      )
      .get(row.id);
    const mode = db
      .prepare<[number], { mode: string }>('SELECT mode FROM cdn_ddos_modes WHERE domain_id = ?')
      .get(row.id);
    const challenges = DDOS_CHALLENGES.map((type) => {
      const offered = ddosModuleOffered(limits, type);
      // a validity kept from a richer plan is cut to this plan's longest
      return {
        type,
        offered,
        ttl: offered
          ? Math.min(ttls.get(type) ?? limits.ddos_challenge_ttl, limits.ddos_challenge_ttl)
          : null,
      };
    });
    return {
      challenges,
      captcha_module: ddosModuleOffered(limits, 'captcha') ? (captcha?.captcha_module ?? 'recaptcha') : null,
      min_ttl: DDOS_CHALLENGE_TTL_MIN,
      max_ttl: limits.ddos_challenge_ttl,
      // the level and each challenge's validity under the names the provider's SDK reads
      mode: mode?.mode ?? DEFAULT_DDOS_MODE,
      ...Object.fromEntries(challenges.map((c) => [TTL_FIELDS[c.type], c.ttl])),
    };
  };

  routes.get('/cdn/ng/domains/{domain_id}/ddos', (call) => view(call, Number(call.params.domain_id)));

  /**
   * The provider SDK's settings at once (each optional, at least one): the level (`mode`), the
   * captcha service and each challenge's validity, held to the same rules as their own calls; all
   * are stored, or none.
   */
  routes.post('/cdn/ng/domains/{domain_id}/ddos', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const limits = planLimitsOf(call, row);
    const body = call.body;
    const mode = modeOf(body.mode);
    const ttls = DDOS_CHALLENGES.filter((c) => body[TTL_FIELDS[c]] !== undefined).map((c) => ({
      challenge: c,
      ttl: body[TTL_FIELDS[c]] === '' ? Number.NaN : Number(body[TTL_FIELDS[c]]),
    }));
    if (body.mode === undefined && body.captcha_module === undefined && ttls.length === 0) {
      throw new HttpError(422, text(call, 'nothingToChange'), { mode: [text(call, 'nothingToChange')] });
    }
    const problems: Partial<Record<string, DdosProblem>> = {};
    for (const { challenge, ttl } of ttls) {
      const found = ddosTtlProblems(limits, challenge, ttl);
      problems[TTL_FIELDS[challenge]] = found.challenge ?? found.ttl;
    }
    if (body.captcha_module !== undefined)
      problems.captcha_module = ddosCaptchaModuleProblem(limits, body.captcha_module) ?? undefined;
    const fields: Record<string, string[]> = {};
    for (const [field, problem] of Object.entries(problems))
      if (problem) fields[field] = [say(call, limits, problem)];
    if (body.mode !== undefined && !(DDOS_MODES as readonly unknown[]).includes(mode))
      fields.mode = [text(call, 'modeInvalid')];
    const messages = Object.values(fields).flat();
    if (messages.length > 0)
      throw new HttpError(
        422,
        messages.length === 1 ? (messages[0] as string) : call.t('invalidData'),
        fields,
      );
    db.transaction(() => {
      if (body.mode !== undefined)
        db.prepare(
          'INSERT INTO cdn_ddos_modes (domain_id, mode) VALUES (?, ?) ON CONFLICT(domain_id) DO UPDATE SET mode = excluded.mode',
        ).run(row.id, String(mode));
      if (body.captcha_module !== undefined) {
        db.prepare(
          'INSERT INTO cdn_ddos_settings (domain_id, captcha_module) VALUES (?, ?) ON CONFLICT(domain_id) DO UPDATE SET captcha_module = excluded.captcha_module',
        ).run(row.id, String(body.captcha_module));
      }
      for (const { challenge, ttl } of ttls) {
        db.prepare(
          'INSERT INTO cdn_ddos_ttls (domain_id, challenge, ttl) VALUES (?, ?, ?) ON CONFLICT(domain_id, challenge) DO UPDATE SET ttl = excluded.ttl',
        ).run(row.id, challenge, ttl);
      }
    })();
    return new Reply(view(call, row.id), text(call, 'ddosSaved'));
  });

  routes.post('/cdn/ng/domains/{domain_id}/ddos/set-ttl/{challenge}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const limits = planLimitsOf(call, row);
    const challenge = call.params.challenge;
    const ttl = call.body.ttl === '' || call.body.ttl === undefined ? Number.NaN : Number(call.body.ttl);
    refuse(call, limits, ddosTtlProblems(limits, challenge, ttl));
    db.prepare(
      'INSERT INTO cdn_ddos_ttls (domain_id, challenge, ttl) VALUES (?, ?, ?) ON CONFLICT(domain_id, challenge) DO UPDATE SET ttl = excluded.ttl',
    ).run(row.id, String(challenge), ttl);
    return new Reply(view(call, row.id), text(call, 'ttlSaved'));
  });

  routes.post('/cdn/ng/domains/{domain_id}/ddos/captcha-module', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const limits = planLimitsOf(call, row);
    const module = call.body.module;
    refuse(call, limits, { module: ddosCaptchaModuleProblem(limits, module) ?? undefined });
    db.prepare(
      'INSERT INTO cdn_ddos_settings (domain_id, captcha_module) VALUES (?, ?) ON CONFLICT(domain_id) DO UPDATE SET captcha_module = excluded.captcha_module',
    ).run(row.id, String(module));
    return new Reply(view(call, row.id), text(call, 'captchaSaved'));
  });

  const rules = (domainId: number) =>
    db
      .prepare<[number], DdosRuleRow>('SELECT * FROM cdn_ddos_rules WHERE domain_id = ? ORDER BY id')
      .all(domainId);
  const ruleInput = (call: AuthedCall) => ({
    path: String(call.body.path ?? '').trim(),
    challenge: String(call.body.challenge ?? ''),
  });
  const findRule = (call: AuthedCall, domainId: number) => {
    const found = db
      .prepare<[number, number], DdosRuleRow>('SELECT * FROM cdn_ddos_rules WHERE id = ? AND domain_id = ?')
      .get(Number(call.params.rule_id), domainId);
    if (!found) throw new HttpError(404, text(call, 'ruleNotFound'));
    return found;
  };

  routes.get('/cdn/ng/domains/{domain_id}/ddos/rules', (call) =>
    rules(requireDomain(call, call.params.domain_id as string).id).map(toRule),
  );

  routes.post('/cdn/ng/domains/{domain_id}/ddos/rules', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const limits = planLimitsOf(call, row);
    const input = ruleInput(call);
    refuse(call, limits, ddosRuleProblems(input, row.name, limits));
    const { lastInsertRowid } = db
      .prepare('INSERT INTO cdn_ddos_rules (domain_id, path, challenge) VALUES (?, ?, ?)')
      .run(row.id, input.path, input.challenge);
    return new Reply({ id: Number(lastInsertRowid), ...input }, text(call, 'ruleSaved'));
  });

  routes.put('/cdn/ng/domains/{domain_id}/ddos/rules/{rule_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const found = findRule(call, row.id);
    const limits = planLimitsOf(call, row);
    const input = ruleInput(call);
    refuse(call, limits, ddosRuleProblems(input, row.name, limits));
    db.prepare('UPDATE cdn_ddos_rules SET path = ?, challenge = ? WHERE id = ?').run(
      input.path,
      input.challenge,
      found.id,
    );
    return new Reply({ id: found.id, ...input }, text(call, 'ruleSaved'));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/ddos/rules/{rule_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    db.prepare('DELETE FROM cdn_ddos_rules WHERE id = ?').run(findRule(call, row.id).id);
    return new Reply(null, text(call, 'ruleDeleted'));
  });
};
