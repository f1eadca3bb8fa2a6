import { useIntl } from 'react-intl';
import { BUILD_STEPS, currentBuildStep, type Server } from '@portal/shared-sdk';
import { Box, CheckCircleIcon, HStack, Progress, Spinner, Stack, Text } from '@portal/shared-ui';

export interface BuildProgressProps {
  server: Server;
}

/** A change under way with its percent; a build also lists its steps (disk, image, machine, network). */
export function BuildProgress({ server }: BuildProgressProps) {
  const intl = useIntl();
  if (!server.task_state || server.percent === null) return null;
  const building = server.task_state === 'build';
  const current = currentBuildStep(server);
  const label = intl.formatMessage({ id: `cloud.server.task.${server.task_state}` });
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      aria-live="polite"
      data-progress={server.percent}
    >
      <Progress.Root value={server.percent} colorPalette="brand" size="sm">
        <HStack justify="space-between" mb="1">
          <Progress.Label>{label}</Progress.Label>
          <Progress.ValueText>
            {intl.formatMessage({ id: 'cloud.servers.percent' }, { percent: server.percent })}
          </Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {building && (
        <Box as="ol" ps="0" m="0" listStyleType="none">
          {BUILD_STEPS.map((step) => (
            <HStack
              as="li"
              key={step}
              gap="2"
              py="0.5"
              data-step={step}
              data-done={server[step] || undefined}
            >
              {server[step] ? (
                <CheckCircleIcon color="green.fg" aria-hidden />
              ) : step === current ? (
                <Spinner size="xs" />
              ) : (
                <Box w="4" />
              )}
              <Text fontSize="sm" color={server[step] ? 'fg' : 'fg.muted'}>
                {intl.formatMessage({ id: `cloud.server.step.${step}` })}
              </Text>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
