import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { customPageProblem, type CustomPageSectionName } from '@portal/api-cdn';
import {
  Box,
  Button,
  ConfirmDialog,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  TextareaField,
} from '@portal/shared-ui';
import { useCustomPageResetMutation } from '../../data/customPages/custom-page-reset-mutation';
import { useCustomPageSaveMutation } from '../../data/customPages/custom-page-save-mutation';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { problemMessageId } from '../../components/ruleProblems';
import { submitRule } from '../../components/submitRule';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';

export interface CustomPageEditorProps {
  domainId: number;
  section: CustomPageSectionName;
  /** the saved HTML; null while the provider's own page is used */
  html: string | null;
}

/**
 * One page's HTML beside a preview. The preview is a sandboxed frame without `allow-scripts`: a
 * script in the page never runs in the portal (nor in the frame).
 */
export function CustomPageEditor({ domainId, section, html }: CustomPageEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const save = useCustomPageSaveMutation();
  const reset = useConfirmedDelete(useCustomPageResetMutation(), (page: CustomPageSectionName) => ({
    domainId,
    section: page,
  }));
  const name = t(`cdn.customPage.section.${section}`);

  const onSubmit = ({ html: value }: { html: string }) =>
    submitRule(() => save.mutateAsync({ domainId, section, html: value ?? '' }));

  return (
    <Form<{ html: string }>
      onSubmit={onSubmit}
      initialValues={{ html: html ?? '' }}
      validate={({ html: value }) => {
        const problem = customPageProblem(section, value ?? '');
        return problem ? { html: problemMessageId(problem) } : {};
      }}
      render={({ handleSubmit, submitting, submitError, values, form }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={name}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Stack gap="3">
              <FormErrorAlert error={submitError} />
              <Text fontSize="sm" color="fg.muted">
                {html === null ? t('cdn.customPage.usingDefault') : t('cdn.customPage.usingCustom')}
              </Text>
              <TextareaField
                name="html"
                label={t('cdn.customPage.html', { page: name })}
                rows={12}
                helperText={section === 'captcha' ? t('cdn.customPage.captchaHelp') : undefined}
              />
              <HStack gap="3" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  {t('cdn.customPage.save')}
                </Button>
                <Button
                  variant="outline"
                  disabled={html === null || submitting}
                  onClick={() => reset.ask(section)}
                >
                  {t('cdn.customPage.reset')}
                </Button>
              </HStack>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="medium">{t('cdn.customPage.preview')}</Text>
              <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
                {/* no allow-scripts: the page's scripts stay inert */}
                <iframe
                  title={t('cdn.customPage.previewOf', { page: name })}
                  sandbox=""
                  srcDoc={values.html ?? ''}
                  style={{ width: '100%', height: '18rem', border: 0 }}
                />
              </Box>
              <Text fontSize="xs" color="fg.muted">
                {t('cdn.customPage.previewNote')}
              </Text>
            </Stack>
          </SimpleGrid>
          <ConfirmDialog
            {...reset.dialog}
            title={t('cdn.customPage.resetTitle', { page: name })}
            confirmLabel={t('cdn.customPage.reset')}
            onClose={() => {
              reset.dialog.onClose();
              form.reset();
            }}
          >
            {t('cdn.customPage.resetBody')}
          </ConfirmDialog>
        </form>
      )}
    />
  );
}
