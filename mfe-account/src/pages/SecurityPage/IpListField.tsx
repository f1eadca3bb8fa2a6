import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormFieldShell, Textarea } from '@portal/shared-ui';
import { whitelistProblem } from './ipWhitelistForm';

/** The whitelist as text, one address or range a line, left to right in both languages. */
export function IpListField() {
  const intl = useIntl();
  const { input, meta } = useField<string>('ips', {
    validate: (text) => {
      const problem = whitelistProblem(text);
      return problem ? intl.formatMessage({ id: problem.id }, { entry: problem.entry ?? '' }) : undefined;
    },
  });
  const raw: unknown = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  const error = meta.touched && typeof raw === 'string' ? raw : undefined;
  return (
    <FormFieldShell label={intl.formatMessage({ id: 'account.ip.list' })} helperText={intl.formatMessage({ id: 'account.ip.listHelp' })} error={error}>
      <Textarea {...input} value={input.value ?? ''} dir="ltr" rows={4} fontFamily="mono" placeholder="203.0.113.7&#10;198.51.100.0/24&#10;2001:db8::/32" />
    </FormFieldShell>
  );
}
