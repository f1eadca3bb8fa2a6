import { useId, useState, type ReactNode } from 'react';
import { FORM_ERROR, type Config, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Alert, Button, DialogFrame, Stack } from '@portal/shared-ui';

export interface FormDialogProps<V extends object> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  submitLabel: string;
  initialValues?: Partial<V>;
  /** form-level checks (the SDK's rules), as react-final-form errors */
  validate?: Config<V>['validate'];
  /** resolves with submission errors to keep the dialog open beside them, nothing to close it */
  onSubmit: (values: V) => Promise<SubmissionErrors | void>;
  children: ReactNode | ((values: V) => ReactNode);
  /** buttons before the submit one (e.g. Back) */
  extraActions?: ReactNode;
  /** a dangerous submit (red) */
  danger?: boolean;
}

/**
 * A dialog holding one form: its fields, a message above them for a failure no field can carry,
 * Cancel and the submit button. What was typed stays when the provider refuses it; a stray click
 * outside does not throw it away. Each opening starts fresh.
 */
export function FormDialog<V extends object>({
  open,
  onClose,
  title,
  submitLabel,
  initialValues,
  validate,
  onSubmit,
  children,
  extraActions,
  danger,
}: FormDialogProps<V>) {
  const intl = useIntl();
  const formId = useId();
  // a new form for each opening: the last one's values and errors stay behind (not cleared while
  // the dialog closes, which would flash an empty form)
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: opening.count + (open ? 1 : 0) });
  return (
    <Form<V>
      key={opening.count}
      onSubmit={async (values) => (await onSubmit(values)) ?? undefined}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <DialogFrame
          open={open}
          onClose={onClose}
          title={title}
          size="md"
          lazy
          closeOnOutsideClick={false}
          footer={
            <>
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {intl.formatMessage({ id: 'ui.common.cancel' })}
              </Button>
              {extraActions}
              <Button
                type="submit"
                form={formId}
                colorPalette={danger ? 'red' : 'brand'}
                loading={submitting}
              >
                {submitLabel}
              </Button>
            </>
          }
        >
          <form
            id={formId}
            noValidate
            onSubmit={handleSubmit}
            aria-label={typeof title === 'string' ? title : undefined}
          >
            <Stack gap="4">
              {typeof submitError === 'string' && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{submitError}</Alert.Title>
                </Alert.Root>
              )}
              {typeof children === 'function' ? children(values) : children}
            </Stack>
          </form>
        </DialogFrame>
      )}
    />
  );
}

export { FORM_ERROR };
