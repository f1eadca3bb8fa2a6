import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PageRule } from '@portal/api-cdn';
import { Badge, CloseButton, Flex } from '@portal/shared-ui';

export interface PageRuleSettingsListProps {
  rule: PageRule;
  /** deletes one setting by its name */
  onDelete: (name: string) => void;
}

/** A rule's settings, each with its own delete (by the setting's name; a redirect's code goes with its address). */
export function PageRuleSettingsList({ rule, onDelete }: PageRuleSettingsListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const s = rule.settings;
  const items: { name: string; text: ReactNode }[] = [];
  if (s.cache_mode)
    items.push({
      name: 'cache_mode',
      text: `${t('cdn.pageRules.cacheMode')}: ${t(`cdn.pageRules.cacheMode.${s.cache_mode}`)}`,
    });
  if (s.cache_ttl !== undefined)
    items.push({ name: 'cache_ttl', text: `${t('cdn.pageRules.cacheTtl')}: ${s.cache_ttl}` });
  if (s.redirect_url)
    items.push({
      name: 'redirect_url',
      text: (
        <>
          {t('cdn.pageRules.redirectTo', { code: s.redirect_code ?? 301 })}{' '}
          <bdi dir="ltr">{s.redirect_url}</bdi>
        </>
      ),
    });
  if (s.security_level)
    items.push({
      name: 'security_level',
      text: `${t('cdn.pageRules.securityLevel')}: ${t(`cdn.pageRules.securityLevel.${s.security_level}`)}`,
    });
  if (s.always_https) items.push({ name: 'always_https', text: t('cdn.pageRules.alwaysHttps') });
  if (s.waf !== undefined)
    items.push({ name: 'waf', text: t(s.waf ? 'cdn.pageRules.wafOn' : 'cdn.pageRules.wafOff') });
  return (
    <Flex gap="2" wrap="wrap">
      {items.map((item) => (
        <Badge key={item.name} size="md" gap="1" variant="subtle">
          {item.text}
          <CloseButton
            size="2xs"
            aria-label={t('cdn.pageRules.settingDelete', {
              setting: t(`cdn.pageRules.setting.${item.name}`),
              path: rule.path,
            })}
            onClick={() => onDelete(item.name)}
          />
        </Badge>
      ))}
    </Flex>
  );
}
