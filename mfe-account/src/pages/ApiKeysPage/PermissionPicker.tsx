import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiPermission } from '@portal/api-account';
import { Box, Checkbox, Grid, Heading, Stack, Text, VisuallyHidden } from '@portal/shared-ui';

export interface PermissionPickerProps {
  catalogue: ApiPermission[];
}

const AREAS = ['cdn', 'cloud', 'support', 'financial', 'account'] as const;

/** Groups of the provider's catalogue by area: read and write for each group ("permissions" field). */
export function PermissionPicker({ catalogue }: PermissionPickerProps) {
  const intl = useIntl();
  const { input, meta } = useField<string[]>('permissions');
  const chosen = new Set(input.value || []);
  const raw: unknown = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  const error =
    (meta.touched || meta.submitFailed) && typeof raw === 'string'
      ? intl.messages[raw]
        ? intl.formatMessage({ id: raw })
        : raw
      : undefined;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    input.onChange(catalogue.map((p) => p.key).filter((k) => next.has(k)));
    input.onBlur();
  };
  const groups = (area: string) => [...new Set(catalogue.filter((p) => p.area === area).map((p) => p.group))];

  return (
    // not a Field: each checkbox is named by its own label, not by the list's
    <Stack gap="2" role="group" aria-labelledby="token-permissions" aria-invalid={!!error}>
      <Text id="token-permissions" fontWeight="medium" fontSize="sm">
        <FormattedMessage id="account.tokens.permissions" />
      </Text>
      <Stack gap="3" w="full">
        {AREAS.map((area) => (
          <Box key={area}>
            <Heading as="h3" size="xs" mb="1" color="fg.muted">
              <FormattedMessage id={`account.tokens.area.${area}`} />
            </Heading>
            {groups(area).map((group) => {
              const items = catalogue.filter((p) => p.group === group);
              return (
                <Grid
                  key={group}
                  templateColumns="1fr auto auto"
                  gap="3"
                  alignItems="center"
                  py="1"
                  borderBottomWidth="1px"
                >
                  <Text fontSize="sm">{items[0]?.title}</Text>
                  {(['read', 'write'] as const).map((access) => {
                    const item = items.find((p) => p.access === access);
                    if (!item) return <Box key={access} />;
                    return (
                      <Checkbox.Root
                        key={access}
                        size="sm"
                        colorPalette="brand"
                        checked={chosen.has(item.key)}
                        onCheckedChange={(e) => toggle(item.key, e.checked === true)}
                      >
                        <Checkbox.HiddenInput data-permission={item.key} />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {/* read aloud with its group: "CDN domains and plans: Read" */}
                          <VisuallyHidden>{item.title}: </VisuallyHidden>
                          <FormattedMessage id={`account.tokens.access.${access}`} />
                        </Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Grid>
              );
            })}
          </Box>
        ))}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
