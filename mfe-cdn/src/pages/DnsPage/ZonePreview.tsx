import { FormattedMessage, useIntl } from 'react-intl';
import type { ZoneImportResult } from '@portal/api-cdn';
import { Alert, Badge, Box, HStack, Stack, Text } from '@portal/shared-ui';
import { recordContent, recordOwner } from './recordDisplay';

const SHOWN = 50; // records listed in the preview; the count says how many in all

/** What an import would do: each line's problem, the records it would add, the lines it leaves out. */
export function ZonePreview({ result }: { result: ZoneImportResult }) {
  const intl = useIntl();
  return (
    <Stack gap="3" data-zone-preview="">
      {result.errors.length > 0 && (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>
              <FormattedMessage id="cdn.dns.import.errors" />
            </Alert.Title>
            <Stack as="ul" gap="0.5" fontSize="sm" listStyleType="none" m="0" p="0">
              {result.errors.map((e) => (
                <li key={`${e.line}-${e.field ?? ''}-${e.message}`}>
                  {intl.formatMessage({ id: 'cdn.dns.import.line' }, { line: e.line, message: e.message })}
                </li>
              ))}
            </Stack>
          </Stack>
        </Alert.Root>
      )}
      <Text fontWeight="medium">
        <FormattedMessage id="cdn.dns.import.toAdd" values={{ count: result.count }} />
      </Text>
      {result.records.length > 0 && (
        <Box
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          maxH="12rem"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          fontSize="xs"
        >
          {result.records.slice(0, SHOWN).map((r) => (
            <HStack
              as="li"
              key={r.line}
              gap="2"
              px="2"
              py="1"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Badge variant="subtle" fontFamily="mono" size="sm">
                {r.type}
              </Badge>
              <Text as="bdi" dir="ltr" fontFamily="mono" wordBreak="break-all">
                {recordOwner(r)} {recordContent(r)}
              </Text>
            </HStack>
          ))}
        </Box>
      )}
      {result.skipped.length > 0 && (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="cdn.dns.import.skipped" values={{ count: result.skipped.length }} />
        </Text>
      )}
    </Stack>
  );
}
