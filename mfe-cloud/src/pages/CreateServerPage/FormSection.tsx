import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@portal/shared-ui';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One step of the create-server form: a titled group of fields. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = useId();
  return (
    <Box
      as="fieldset"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      m="0"
      minW="0"
    >
      <Stack gap="1" mb="3">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
