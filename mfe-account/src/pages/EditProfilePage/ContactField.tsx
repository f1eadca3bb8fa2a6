import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Field, HStack, Input } from '@portal/shared-ui';
import type { ContactKind } from '../../data/profile/contact-verify-mutation';
import { ContactChangeDialog } from './ContactChangeDialog';

export interface ContactFieldProps {
  kind: ContactKind;
  /** the current mobile number or e-mail address */
  value: string;
}

/** The mobile number or e-mail address, read-only, with a button that changes it through a code. */
export function ContactField({ kind, value }: ContactFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({
    id: kind === 'phone' ? 'account.profile.phone' : 'account.profile.email',
  });
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input value={value} readOnly dir="ltr" aria-label={label} flex="1" />
        <Button variant="outline" onClick={() => setOpen(true)}>
          {intl.formatMessage({
            id: kind === 'phone' ? 'account.contact.changePhone' : 'account.contact.changeEmail',
          })}
        </Button>
      </HStack>
      <Field.HelperText>{intl.formatMessage({ id: 'account.contact.helper' })}</Field.HelperText>
      <ContactChangeDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </Field.Root>
  );
}
