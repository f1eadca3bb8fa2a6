import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SecuritySettings } from '@portal/shared-sdk';
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
import { AuthByIpToggle } from './AuthByIpToggle';
import { IpAddForm } from './IpAddForm';
import { IpEntryList } from './IpEntryList';
import { leavesOut, newlyLeavesOut } from './ipWhitelistForm';
import { SectionCard } from './SectionCard';

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
 * The IP whitelist (IPv4, IPv6, CIDR ranges), each entry added or removed and saved at once, and
 * login by whitelisted IPs only. A change that leaves this browser's address out asks first, in
 * the words that fit: with login by the list on, the customer could not log in again from here.
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
  const [toggleError, setToggleError] = useState<string | undefined>();
  // what the box shows while its change is asked about or saved; a refused or cancelled change puts
  // it back, on a new box (the checkbox keeps its native input ticked when only its value goes back)
  const [requested, setRequested] = useState<boolean | null>(null);
  const [boxRevision, setBoxRevision] = useState(0);
  const putBack = () => {
    setRequested(null);
    setBoxRevision((r) => r + 1);
  };
  const entries = settings.ip_whitelist;
  const ip = <bdi dir="ltr">{settings.current_ip}</bdi>;

  const ask = (titleId: string, confirmId: string, body: ReactNode) =>
    new Promise<boolean>((resolve) => setQuestion({ titleId, confirmId, body, answer: resolve }));
  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  const applied = () => showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
  const leftOutWarning = (after: readonly string[]) =>
    newlyLeavesOut(settings.current_ip, entries, after) ? (
      <FormattedMessage
        id={settings.auth_by_ip ? 'account.ip.warn.locked' : 'account.ip.warn.body'}
        values={{ ip }}
      />
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

  const enforce = async (enabled: boolean) => {
    setToggleError(undefined);
    setRequested(enabled);
    const locked = <FormattedMessage id="account.ip.warn.locked" values={{ ip }} />;
    if (
      enabled &&
      leavesOut(settings.current_ip, entries) &&
      !(await ask('account.ip.warn.title', 'account.ip.warn.confirm', locked))
    ) {
      putBack();
      return;
    }
    authByIp.mutate(
      { enabled },
      {
        onSuccess: () => {
          setRequested(null);
          applied();
        },
        onError: (error) => {
          setToggleError(errorMessage(error));
          putBack();
        },
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
        <AuthByIpToggle
          key={boxRevision}
          enabled={requested ?? settings.auth_by_ip}
          busy={authByIp.isPending}
          error={toggleError}
          onChange={(enabled) => void enforce(enabled)}
        />
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
