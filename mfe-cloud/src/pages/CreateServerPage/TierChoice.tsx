import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SERVER_TIERS, SERVER_TIER_SIZES } from '@portal/shared-sdk';
import { Box, SimpleGrid, Text } from '@portal/shared-ui';

export interface TierChoiceProps {
  /** the trial is economic only: the other tiers are not offered with it */
  onlyEconomic?: boolean;
}

/** The size as cards of native radio buttons (arrow keys move between them): four tiers with their size, or custom. */
export function TierChoice({ onlyEconomic }: TierChoiceProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>('tier', {
    subscription: { value: true, error: true, submitError: true, touched: true },
  });
  const error = meta.touched ? ((meta.error ?? meta.submitError) as string | undefined) : undefined;
  return (
    <Box
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'cloud.create.tier' })}
      aria-invalid={Boolean(error) || undefined}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="2">
        {SERVER_TIERS.map((tier) => {
          const size = SERVER_TIER_SIZES[tier as keyof typeof SERVER_TIER_SIZES];
          const disabled = onlyEconomic && tier !== 'economic';
          const checked = input.value === tier;
          return (
            <Box
              as="label"
              key={tier}
              borderWidth="2px"
              borderRadius="md"
              p="3"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              opacity={disabled ? 0.5 : 1}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : undefined}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              data-tier={tier}
            >
              <input
                type="radio"
                name="tier"
                value={tier}
                checked={checked}
                disabled={disabled}
                onChange={() => input.onChange(tier)}
                onBlur={() => input.onBlur()}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
              />
              <Text fontWeight="semibold">{intl.formatMessage({ id: `cloud.tier.${tier}` })}</Text>
              {size ? (
                (['cpu', 'ram', 'disk'] as const).map((part) => (
                  <Text key={part} fontSize="sm" color="fg.muted">
                    {intl.formatMessage({ id: `cloud.tier.part.${part}` }, { value: size[part] })}
                  </Text>
                ))
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage({ id: 'cloud.tier.customHelp' })}
                </Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
