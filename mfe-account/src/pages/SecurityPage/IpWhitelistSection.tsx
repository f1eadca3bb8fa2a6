import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SecuritySettings } from '@portal/api-account';
import {
  ConfirmDialog,
  Stack,
  Text,
  apiFieldMessages,
  showToast,
  useApiErrorMessage,
  useJustAdded,
} from '@portal/shared-ui';
import { useAuthByIpMutation } from '../../data/security/auth-by-ip-mutation';
import { useIpWhitelistMutation } from '../../data/security/ip-whitelist-mutation';
import { ApiTokensToggle } from './ApiTokensToggle';
import { IpAddForm } from './IpAddForm';
import { IpEntryList } from './IpEntryList';
import { leavesOut, newlyLeavesOut } from './ipWhitelistForm';
import { SectionCard } from './SectionCard';
import { useSettingBox } from './useSettingBox';
import { WhitelistToggle } from './WhitelistToggle';

export interface IpWhitelistSectionProps {
  settings: SecuritySettings;
}

interface Question {
  titleId: string;
  confirmId: string;
  body: ReactNode;
  answer: (yes: boolean) => void;
}

/**
 * The IP whitelist (IPv4, IPv6, CIDR ranges), each entry added or removed and saved at once, login
 * by whitelisted IPs only, and whether it holds API tokens too. While it is on, the provider ends
 * any session used from outside the list, so it refuses a change that leaves this browser's
 * address out (turning it on, removing the entry that holds it), and so does the page, first. While
 * it is off, a list that leaves this address out is only asked about.
 */
export function IpWhitelistSection({ settings }: IpWhitelistSectionProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const list = useIpWhitelistMutation();
  const authByIp = useAuthByIpMutation();
  const { ids: newEntries, show: markNew } = useJustAdded<string>();
  const [question, setQuestion] = useState<Question | null>(null);
  // the last question stays in the dialog while it closes
  const lastQuestion = useRef<Question | null>(null);
  if (question) lastQuestion.current = question;
  const shown = question ?? lastQuestion.current;
  const box = useSettingBox(settings.auth_by_ip);
  const entries = settings.ip_whitelist;
  const ip = <bdi dir="ltr">{settings.current_ip}</bdi>;
  // the provider's own words for a lock-out, the address kept left to right inside them
  const notListed = () =>
    intl.formatMessage({ id: 'account.ip.error.notListed' }, { ip: `\u2066${settings.current_ip}\u2069` });

  const ask = (titleId: string, confirmId: string, body: ReactNode) =>
    new Promise<boolean>((resolve) => setQuestion({ titleId, confirmId, body, answer: resolve }));
  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  const applied = () => showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
  const leftOutWarning = (after: readonly string[]) =>
    newlyLeavesOut(settings.current_ip, entries, after) ? (
      <FormattedMessage id="account.ip.warn.body" values={{ ip }} />
    ) : null;

  const add = async (entry: string): Promise<string | undefined> => {
    const next = [...entries, entry];
    const warning = leftOutWarning(next);
    if (warning && !(await ask('account.ip.warn.title', 'account.ip.warn.confirm', warning)))
      return undefined;
    try {
      await list.mutateAsync({ ips: next });
      applied();
      markNew([entry]);
      return undefined;
    } catch (error) {
      return apiFieldMessages(error).ips?.[0] ?? errorMessage(error);
    }
  };

  const remove = async (entry: string) => {
    const next = entries.filter((e) => e !== entry);
    if (settings.auth_by_ip && leavesOut(settings.current_ip, next)) {
      showToast({ type: 'error', title: notListed() });
      return;
    }
    const body = (
      <Stack gap="2">
        <Text>
          <FormattedMessage id="account.ip.removeBody" values={{ entry: <bdi dir="ltr">{entry}</bdi> }} />
        </Text>
        {leftOutWarning(next) && <Text fontWeight="medium">{leftOutWarning(next)}</Text>}
      </Stack>
    );
    if (!(await ask('account.ip.removeTitle', 'account.ip.remove', body))) return;
    list.mutate(
      { ips: next },
      { onSuccess: applied, onError: (error) => showToast({ type: 'error', title: errorMessage(error) }) },
    );
  };

  const enforce = (enabled: boolean) => {
    box.asked(enabled);
    if (enabled && leavesOut(settings.current_ip, entries)) {
      box.refused(notListed());
      return;
    }
    authByIp.mutate(
      { enabled },
      {
        onSuccess: () => {
          box.saved();
          applied();
        },
        onError: (error) => box.refused(errorMessage(error)),
      },
    );
  };

  return (
    <SectionCard titleId="account.ip.title" descriptionId="account.ip.description">
      <Stack gap="4">
        <Text fontSize="sm">
          <FormattedMessage
            id="account.ip.current"
            values={{
              ip: (
                <bdi dir="ltr" data-testid="current-ip">
                  {settings.current_ip}
                </bdi>
              ),
            }}
          />
        </Text>
        <IpEntryList
          entries={entries}
          newEntries={newEntries}
          onRemove={(entry) => void remove(entry)}
          busy={list.isPending}
        />
        <IpAddForm entries={entries} onAdd={add} />
        <WhitelistToggle
          key={box.revision}
          labelId="account.ip.only"
          hintId="account.ip.onlyHint"
          enabled={box.checked}
          busy={authByIp.isPending}
          error={box.error}
          onChange={enforce}
        />
        <ApiTokensToggle enabled={settings.ip_whitelist_api_tokens ?? true} />
      </Stack>
      <ConfirmDialog
        open={question !== null}
        danger
        title={shown && <FormattedMessage id={shown.titleId} />}
        confirmLabel={shown && <FormattedMessage id={shown.confirmId} />}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      >
        {shown?.body}
      </ConfirmDialog>
    </SectionCard>
  );
}
