import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  SelectField,
  SimpleGrid,
  Stack,
  TextField,
  showToast,
  toSubmissionErrors,
} from '@portal/shared-ui';
import type { ProfileQueryData } from '../../data/profile/profile-query';
import { useProfileUpdateMutation } from '../../data/profile/profile-update-mutation';
import { ContactField } from './ContactField';
import {
  LEGAL_FIELDS,
  PROFILE_FORM_FIELDS,
  toFormValues,
  toUpdateBody,
  validateProfileForm,
  type ProfileFormValues,
} from './profileFormValues';

export interface ProfileFormProps {
  profile: ProfileQueryData;
}

/**
 * Shows and edits the profile. A failed save keeps what was typed and puts server messages beside
 * the fields; a new mobile or e-mail (confirmed with a code in its own dialog) updates the profile
 * without losing what is being typed here.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mutation = useProfileUpdateMutation();
  const initialValues = useMemo(() => toFormValues(profile), [profile]);

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      await mutation.mutateAsync(toUpdateBody(values));
      showToast({ title: t('account.profile.saved'), type: 'success' });
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, PROFILE_FORM_FIELDS);
    }
  };

  return (
    <Form<ProfileFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={validateProfileForm}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t('account.editProfile')}>
          <Stack gap="5" maxW="4xl">
            {typeof submitError === 'string' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{intl.messages[submitError] ? t(submitError) : submitError}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label={t('account.profile.name')} required autoComplete="given-name" />
              <TextField
                name="last_name"
                label={t('account.profile.lastName')}
                required
                autoComplete="family-name"
              />
              <ContactField kind="email" value={profile.email} />
              <ContactField kind="phone" value={profile.phone} />
              <TextField
                name="national_code"
                label={t('account.profile.nationalCode')}
                dir="ltr"
                maxLength={10}
              />
              <TextField name="zip_code" label={t('account.profile.zipCode')} dir="ltr" maxLength={10} />
              <TextField name="address" label={t('account.profile.address')} autoComplete="street-address" />
              <SelectField
                name="account_type"
                label={t('account.profile.accountType')}
                options={[
                  { value: 'individual', label: t('account.profile.accountType.individual') },
                  { value: 'legal', label: t('account.profile.accountType.legal') },
                ]}
              />
              {values.account_type === 'legal' &&
                LEGAL_FIELDS.map((f) => (
                  <TextField
                    key={f}
                    name={f}
                    label={t(`account.profile.${f}`)}
                    required
                    dir={f === 'business_name' ? undefined : 'ltr'}
                  />
                ))}
            </SimpleGrid>
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {t('account.profile.save')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
