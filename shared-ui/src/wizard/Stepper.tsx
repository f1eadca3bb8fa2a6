import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { CheckCircleIcon } from '../icons/icons';

export interface StepperStep {
  key: string;
  title: ReactNode;
}

export interface StepperProps {
  steps: StepperStep[];
  /** 0-based index of the current step */
  current: number;
  /** accessible name of the list, e.g. the wizard's title */
  label?: string;
}

/** A row of numbered steps; done steps get a check, the current one aria-current="step". */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <Flex as="ol" aria-label={label} gap="2" listStyleType="none" p="0" m="0" wrap="wrap">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex
            as="li"
            key={step.key}
            align="center"
            gap="2"
            flex="1"
            minW="max-content"
            aria-current={active ? 'step' : undefined}
            data-done={done || undefined}
          >
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="7"
              rounded="full"
              fontSize="sm"
              bg={done || active ? 'brand.solid' : 'bg.muted'}
              color={done || active ? 'brand.contrast' : 'fg.muted'}
            >
              {done ? <CheckCircleIcon size={16} /> : index + 1}
            </Box>
            <Text
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'normal'}
              color={active ? 'fg' : 'fg.muted'}
            >
              {step.title}
            </Text>
            {index < steps.length - 1 && <Box flex="1" h="1px" bg="border" minW="4" />}
          </Flex>
        );
      })}
    </Flex>
  );
}
