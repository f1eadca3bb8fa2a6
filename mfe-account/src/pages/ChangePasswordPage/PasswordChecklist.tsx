import { FormattedMessage } from 'react-intl';
import { checkPasswordRules } from '@portal/shared-sdk';
import { passwordStrength } from '@portal/api-account';
import { Box, CheckCircleIcon, HStack, Progress, Stack, Text } from '@portal/shared-ui';

export interface PasswordChecklistProps {
  password: string;
}

const RULES = ['length', 'capital', 'small', 'digit', 'special'] as const;
const STRENGTH = { empty: 0, weak: 25, fair: 50, good: 75, strong: 100 } as const;
const PALETTE = { empty: 'gray', weak: 'red', fair: 'orange', good: 'green', strong: 'green' } as const;

/** The rules of a new password, ticked as they hold, and a hint of its strength. */
export function PasswordChecklist({ password }: PasswordChecklistProps) {
  const checks = checkPasswordRules(password);
  const strength = passwordStrength(password);
  return (
    <Stack gap="2" aria-live="polite">
      <Progress.Root
        value={STRENGTH[strength]}
        colorPalette={PALETTE[strength]}
        size="sm"
        aria-label="strength"
      >
        <HStack justify="space-between">
          <Progress.Label>
            <FormattedMessage id="account.password.strength" />
          </Progress.Label>
          <Text fontSize="sm" data-strength={strength}>
            <FormattedMessage id={`account.password.strength.${strength}`} />
          </Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box as="ul" ps="0" listStyleType="none" fontSize="sm">
        {RULES.map((rule) => (
          <HStack
            as="li"
            key={rule}
            gap="2"
            color={checks[rule] ? 'fg.success' : 'fg.muted'}
            data-met={checks[rule]}
          >
            <Box opacity={checks[rule] ? 1 : 0.3} aria-hidden>
              <CheckCircleIcon />
            </Box>
            <FormattedMessage id={`account.password.rule.${rule}`} />
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
