import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ruleCountry, searchRuleCountries } from '@portal/api-cdn';
import {
  Badge,
  Box,
  Checkbox,
  CloseButton,
  Flex,
  Input,
  Stack,
  Text,
  usePortalLocale,
} from '@portal/shared-ui';

export interface CountryPickerProps {
  name: string;
}

/** Countries chosen from a list searchable by name in either language or by code; the chosen ones above it, each removable. */
export function CountryPicker({ name }: CountryPickerProps) {
  const intl = useIntl();
  const { locale } = usePortalLocale();
  const { input, meta } = useField<string[]>(name);
  const [query, setQuery] = useState('');
  const listId = useId();
  const chosen = input.value || [];
  const label = (code: string) => {
    const c = ruleCountry(code);
    return c ? (locale === 'fa' ? c.fa : c.en) : code;
  };
  const toggle = (code: string, on: boolean) =>
    input.onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  const error =
    meta.touched && typeof meta.error === 'string' ? intl.formatMessage({ id: meta.error }) : undefined;
  const matches = searchRuleCountries(query);

  return (
    <Stack as="fieldset" gap="1.5" minW="0">
      <Text as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
        {intl.formatMessage({ id: 'cdn.firewall.countries' })}
      </Text>
      {chosen.length > 0 && (
        <Flex
          gap="2"
          wrap="wrap"
          mb="2"
          aria-label={intl.formatMessage({ id: 'cdn.firewall.countriesChosen' })}
          role="list"
        >
          {chosen.map((code) => (
            <Badge key={code} role="listitem" size="lg" gap="1">
              {label(code)}
              <CloseButton
                size="2xs"
                aria-label={intl.formatMessage(
                  { id: 'cdn.firewall.countryRemove' },
                  { country: label(code) },
                )}
                onClick={() => toggle(code, false)}
              />
            </Badge>
          ))}
        </Flex>
      )}
      <Input
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        placeholder={intl.formatMessage({ id: 'cdn.firewall.countrySearch' })}
        aria-label={intl.formatMessage({ id: 'cdn.firewall.countrySearch' })}
        aria-controls={listId}
      />
      <Box id={listId} maxH="40" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" w="full">
        {matches.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: 'cdn.firewall.countryNone' })}
          </Text>
        ) : (
          <Stack gap="1">
            {matches.map((c) => (
              <Checkbox.Root
                key={c.code}
                size="sm"
                checked={chosen.includes(c.code)}
                onCheckedChange={(e) => toggle(c.code, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {locale === 'fa' ? c.fa : c.en} <bdi dir="ltr">({c.code})</bdi>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Box>
      {error && (
        <Text color="fg.error" textStyle="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
