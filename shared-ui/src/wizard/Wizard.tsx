import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Stepper, type StepperStep } from './Stepper';

export interface WizardStep extends StepperStep {
  content: ReactNode;
}

export interface WizardProps {
  steps: WizardStep[];
  /** 0-based index of the shown step; the caller owns it (steps may submit, fail and go back) */
  step: number;
  onNext: () => void;
  /** Back is shown above the first step only when given */
  onBack?: () => void;
  /** Cancel/Close; its label is the caller's (e.g. Cancel on the first steps, Close afterwards) */
  onDismiss?: () => void;
  dismissLabel?: ReactNode;
  /** Continue by default, Finish on the last step */
  nextLabel?: ReactNode;
  /** no Continue button (e.g. a final "preparing" step that moves on by itself) */
  hideNext?: boolean;
  /** a request is running: every button is disabled and Continue shows a spinner */
  busy?: boolean;
  label?: string;
}

/** Stepper + current step + footer buttons; holds no state of its own. */
export function Wizard({
  steps,
  step,
  onNext,
  onBack,
  onDismiss,
  dismissLabel,
  nextLabel,
  hideNext,
  busy,
  label,
}: WizardProps) {
  const intl = useIntl();
  const current = steps[step];
  const last = step === steps.length - 1;
  return (
    <Stack gap="6">
      <Stepper steps={steps} current={step} label={label} />
      <Text srOnly aria-live="polite">
        {intl.formatMessage({ id: 'ui.wizard.step' }, { current: step + 1, total: steps.length })}
      </Text>
      <Stack>{current?.content}</Stack>
      <Flex gap="2" justify="flex-end">
        {onDismiss && (
          <Button variant="ghost" onClick={onDismiss} disabled={busy} me="auto">
            {dismissLabel ?? <FormattedMessage id="ui.common.cancel" />}
          </Button>
        )}
        {onBack && step > 0 && (
          <Button variant="outline" onClick={onBack} disabled={busy}>
            <FormattedMessage id="ui.wizard.back" />
          </Button>
        )}
        {!hideNext && (
          <Button colorPalette="brand" onClick={onNext} loading={busy}>
            {nextLabel ?? <FormattedMessage id={last ? 'ui.wizard.finish' : 'ui.wizard.next'} />}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
