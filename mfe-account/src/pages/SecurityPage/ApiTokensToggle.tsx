import { useIntl } from 'react-intl';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useIpWhitelistApiTokensMutation } from '../../data/security/ip-whitelist-api-tokens-mutation';
import { useSettingBox } from './useSettingBox';
import { WhitelistToggle } from './WhitelistToggle';

/**
 * "Apply the whitelist to API tokens": while the whitelist is on, the provider refuses API tokens
 * used from other addresses too (its default, and what an account that restricts its addresses
 * wants); off, scripts with a token work from anywhere while sessions stay bound to the list.
 */
export function ApiTokensToggle({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const save = useIpWhitelistApiTokensMutation();
  const box = useSettingBox(enabled);
  return (
    <WhitelistToggle
      key={box.revision}
      labelId="account.ip.apiTokens"
      hintId="account.ip.apiTokensHint"
      enabled={box.checked}
      busy={save.isPending}
      error={box.error}
      onChange={(next) => {
        box.asked(next);
        save.mutate(
          { enabled: next },
          {
            onSuccess: () => {
              box.saved();
              showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
            },
            onError: (error) => box.refused(errorMessage(error)),
          },
        );
      }}
    />
  );
}
