import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PURGE_MAX_URLS, checkPurgeList } from '@portal/api-cdn';
import {
  Box,
  Button,
  ConfirmDialog,
  DateText,
  Field,
  HStack,
  Stack,
  Text,
  TextareaField,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useCachePurgeMutation } from '../../data/cache/cache-purge-mutation';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';

interface Values {
  scope: 'all' | 'urls';
  urls: string;
}

export interface PurgeCardProps {
  domain: SectionDomain;
  /** when the cache was last purged (unix seconds) */
  purgedAt: number | null;
}

/**
 * Purge everything (after a confirmation), or the addresses given one per line, each following
 * the domain name; a wrong line is named: "Line 3: The entered path is not correct".
 */
export function PurgeCard({ domain, purgedAt }: PurgeCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorMessage = useApiErrorMessage();
  const purge = useCachePurgeMutation();
  const [confirmAll, setConfirmAll] = useState(false);

  const lineErrors = (lines: readonly number[]) =>
    lines
      .map((line) => t('cdn.cache.purge.line', { line, message: t('cdn.cache.error.purgePathInvalid') }))
      .join('\n');

  const validate = (values: Values) => {
    if (values.scope !== 'urls') return {};
    const check = checkPurgeList((values.urls ?? '').split('\n'), domain.name);
    if (check.error) return { urls: t(`cdn.cache.error.${check.error}`, { max: PURGE_MAX_URLS }) };
    return check.badLines.length > 0 ? { urls: lineErrors(check.badLines) } : {};
  };

  const send = async (target: { all: true } | { urls: string[] }) => {
    try {
      const { message } = await purge.mutateAsync({ domainId: domain.id, target });
      showToast({ title: message });
      return undefined;
    } catch (error) {
      const { [FORM_ERROR]: general, ...fields } = toSubmissionErrors(error, ['urls']) as Record<
        string,
        string
      >;
      if (general) showToast({ type: 'error', title: errorMessage(error) });
      // the provider names every wrong line; they all go under the box
      const lines = (error as { fields?: Record<string, string[]> }).fields?.urls;
      return lines ? { urls: lines.join('\n') } : fields;
    }
  };

  const onSubmit = (values: Values) => {
    if (values.scope === 'all') {
      setConfirmAll(true);
      return undefined;
    }
    return send({ urls: checkPurgeList(values.urls.split('\n'), domain.name).urls });
  };

  return (
    <SettingsCard
      id="purge"
      title={t('cdn.cache.purge.title')}
      description={t('cdn.cache.purge.description')}
    >
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{ scope: 'urls', urls: '' }}
        validate={validate}
        subscription={{ submitting: true, values: true }}
        render={({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('cdn.cache.purge.title')}>
            <Stack gap="4">
              <Field.Root as="fieldset">
                <Field.Label as="legend">{t('cdn.cache.purge.what')}</Field.Label>
                <HStack gap="5" wrap="wrap">
                  {(['urls', 'all'] as const).map((scope) => (
                    <HStack as="label" key={scope} gap="2" cursor="pointer">
                      <input
                        type="radio"
                        name="purge-scope"
                        value={scope}
                        checked={values.scope === scope}
                        onChange={() => form.change('scope', scope)}
                      />
                      <Text>{t(`cdn.cache.purge.${scope}`)}</Text>
                    </HStack>
                  ))}
                </HStack>
              </Field.Root>
              {values.scope === 'urls' && (
                // one message a wrong line, each on its own line
                <Box css={{ '& .chakra-field__errorText': { whiteSpace: 'pre-line' } }}>
                  <TextareaField
                    name="urls"
                    label={t('cdn.cache.purge.urls')}
                    helperText={
                      <FormattedMessage
                        id="cdn.cache.purge.urlsHelp"
                        values={{
                          example: (
                            <Box as="bdi" dir="ltr" whiteSpace="nowrap">
                              {`${domain.name}/images/logo.png`}
                            </Box>
                          ),
                        }}
                      />
                    }
                    placeholder={`${domain.name}/images/logo.png\n${domain.name}/css/site.css`}
                    dir="ltr"
                    rows={5}
                  />
                </Box>
              )}
              <HStack gap="4" wrap="wrap">
                <Button type="submit" size="sm" colorPalette="brand" loading={submitting || purge.isPending}>
                  {t('cdn.cache.purge.submit')}
                </Button>
                {purgedAt !== null && (
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage
                      id="cdn.cache.purge.last"
                      values={{ date: <DateText value={purgedAt} time /> }}
                    />
                  </Text>
                )}
              </HStack>
            </Stack>
          </form>
        )}
      />
      <ConfirmDialog
        open={confirmAll}
        size="md"
        danger
        loading={purge.isPending}
        title={t('cdn.cache.purge.allTitle')}
        confirmLabel={t('cdn.cache.purge.submit')}
        onClose={() => setConfirmAll(false)}
        onConfirm={() => void send({ all: true }).then(() => setConfirmAll(false))}
      >
        <Text>
          <FormattedMessage
            id="cdn.cache.purge.allBody"
            values={{ domain: <bdi dir="ltr">{domain.name}</bdi> }}
          />
        </Text>
      </ConfirmDialog>
    </SettingsCard>
  );
}
