import { useField } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { Checkbox, Stack, Text } from '@portal/shared-ui';

export interface RevokeTokensFieldProps {
  /** the account's API tokens that still work; null when they could not be counted */
  active: number | null;
}

/**
 * "Also revoke my API tokens" ("revoke_api_tokens"): ticked by default when the account has tokens
 * that work (a changed password is often a leaked one), until the customer chooses; not offered when
 * there is none.
 */
export function RevokeTokensField({ active }: RevokeTokensFieldProps) {
  const { input } = useField<boolean | undefined>('revoke_api_tokens', { subscription: { value: true } });
  if (active === 0) return null;
  // final-form hands an unset field over as '': not a choice yet
  const chosen = typeof input.value === 'boolean' ? input.value : undefined;
  return (
    <Stack gap="1">
      <Checkbox.Root
        colorPalette="brand"
        checked={chosen ?? revokeByDefault(active)}
        onCheckedChange={(e) => input.onChange(e.checked === true)}
      >
        <Checkbox.HiddenInput name={input.name} />
        <Checkbox.Control />
        <Checkbox.Label>
          {active === null ? (
            <FormattedMessage id="account.password.revokeTokensUnknown" />
          ) : (
            <FormattedMessage id="account.password.revokeTokens" values={{ count: active }} />
          )}
        </Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" ps="7">
        <FormattedMessage id="account.password.revokeTokensHelp" />
      </Text>
    </Stack>
  );
}

/** Whether the tokens are revoked when the customer has not chosen: when there are some to revoke. */
export const revokeByDefault = (active: number | null): boolean => active !== null && active > 0;
