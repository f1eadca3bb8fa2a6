import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, HStack, Text } from '@portal/shared-ui';
import { API_TOKEN_EXPIRY_CHOICES, type ApiTokenExpiryChoice } from './apiTokenForm';

/**
 * How long a new token lives ("expires_in_days"): native radio buttons drawn as one segmented row
 * (arrow keys move between them), with the provider's field message below when it refuses one.
 */
export function ExpiryChoice() {
  const intl = useIntl();
  const { input, meta } = useField<ApiTokenExpiryChoice>('expires_in_days', {
    subscription: { value: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error =
    !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  return (
    <Box
      as="fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'token-expiry-error' : undefined}
    >
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        <FormattedMessage id="account.tokens.expiry" />
      </Text>
      <HStack
        gap="0"
        wrap="wrap"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        w="fit-content"
        maxW="full"
      >
        {API_TOKEN_EXPIRY_CHOICES.map((choice) => {
          const checked = input.value === choice;
          return (
            <Box
              as="label"
              key={choice}
              px="3"
              py="1.5"
              fontSize="sm"
              cursor="pointer"
              whiteSpace="nowrap"
              borderInlineStartWidth="1px"
              _first={{ borderInlineStartWidth: 0 }}
              bg={checked ? 'brand.solid' : undefined}
              color={checked ? 'brand.contrast' : undefined}
              fontWeight={checked ? 'medium' : undefined}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              <input
                type="radio"
                name={input.name}
                value={choice}
                checked={checked}
                onChange={() => input.onChange(choice)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
              />
              {intl.formatMessage(
                { id: choice === 'never' ? 'account.tokens.expiry.never' : 'account.tokens.expiry.days' },
                { days: Number(choice) },
              )}
            </Box>
          );
        })}
      </HStack>
      {error && (
        <Text id="token-expiry-error" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
