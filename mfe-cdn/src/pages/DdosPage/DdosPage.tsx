import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DdosRule } from '@portal/api-cdn';
import { IconButton, QueryView, SimpleGrid, Stack, useJustAdded } from '@portal/shared-ui';
import { useDdosQuery } from '../../data/ddos/ddos-query';
import { useDdosRuleDeleteMutation } from '../../data/ddos/ddos-rule-delete-mutation';
import { Panel } from '../../components/Panel';
import { RuleTable } from '../../components/RuleTable';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DdosCaptchaPanel } from './DdosCaptchaPanel';
import { DdosChallengeCard } from './DdosChallengeCard';
import { DdosRuleForm } from './DdosRuleForm';

/**
 * /cdn/{domain}/{id}/ddos-protection: the challenge modules (cookie, JavaScript, captcha) the plan
 * offers, each with its validity within the plan's bounds (the others say the plan does not support
 * them), the captcha service, and direct rules giving a path its challenge (edit; delete after a
 * confirmation).
 */
export function DdosPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  const query = useDdosQuery(domain.id);
  const [editing, setEditing] = useState<DdosRule | null>(null);
  const highlight = useJustAdded();
  const remove = useConfirmedDelete(useDdosRuleDeleteMutation(), (rule: DdosRule) => ({
    domainId: domain.id,
    ruleId: rule.id,
  }));
  return (
    <QueryView query={query}>
      {({ settings, rules }) => (
        <Stack gap="4">
          <Panel title={t('cdn.ddos.challenges')}>
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3">
              {settings.challenges.map((c) => (
                <DdosChallengeCard
                  key={`${c.type}-${c.ttl ?? ''}`}
                  domainId={domain.id}
                  challenge={c}
                  settings={settings}
                />
              ))}
            </SimpleGrid>
          </Panel>
          <DdosCaptchaPanel domainId={domain.id} settings={settings} />
          <Panel title={t('cdn.ddos.rules')}>
            <RuleTable
              label={t('cdn.ddos.rules')}
              rows={rules}
              emptyText={t('cdn.ddos.rulesEmpty')}
              columns={[
                { key: 'path', header: t('cdn.ddos.path'), cell: (r) => <bdi dir="ltr">{r.path}</bdi> },
                {
                  key: 'challenge',
                  header: t('cdn.ddos.challenge'),
                  cell: (r) => t(`cdn.ddos.challenge.${r.challenge}`),
                },
              ]}
              actionsHeader={t('cdn.ddos.actions')}
              highlighted={highlight.ids}
              actions={(r) => (
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('cdn.ddos.editRuleOf', { path: r.path })}
                  onClick={() => setEditing(r)}
                >
                  ✎
                </IconButton>
              )}
              deleteLabel={(r) => t('cdn.ddos.deleteRule', { path: r.path })}
              remove={remove}
              confirm={{
                title: t('cdn.ddos.deleteTitle'),
                label: t('cdn.ddos.deleteConfirm'),
                body: (r) =>
                  t('cdn.ddos.deleteBody', {
                    path: (
                      <bdi key="p" dir="ltr">
                        {r.path}
                      </bdi>
                    ),
                  }),
              }}
            />
          </Panel>
          <Panel title={t(editing ? 'cdn.ddos.editRule' : 'cdn.ddos.addRule')}>
            <DdosRuleForm
              key={editing?.id ?? 'new'}
              domain={domain}
              settings={settings}
              editing={editing ?? undefined}
              onDone={() => setEditing(null)}
              onSaved={(rule) => highlight.show([rule.id])}
            />
          </Panel>
        </Stack>
      )}
    </QueryView>
  );
}
