import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Flex, TextField } from '@portal/shared-ui';
import { entryProblem, normalizeEntry } from './ipWhitelistForm';

export interface IpAddFormProps {
  entries: readonly string[];
  /** saves the list with the entry; resolves with the field's error, or nothing once it is in */
  onAdd: (entry: string) => Promise<string | undefined>;
}

/** One address or range (IPv4, IPv6, CIDR) added to the whitelist; what was typed stays until it is in. */
export function IpAddForm({ entries, onAdd }: IpAddFormProps) {
  const intl = useIntl();
  const validate = (typed: string | undefined) => {
    const problem = entryProblem(typed, entries);
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  };
  return (
    <Form<{ entry: string }>
      onSubmit={async ({ entry }, form) => {
        const error = await onAdd(normalizeEntry(entry));
        if (error !== undefined) return { entry: error };
        // (after final-form has finished this submit)
        setTimeout(() => form.restart({ entry: '' }));
        return undefined;
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={intl.formatMessage({ id: 'account.ip.addTitle' })}
        >
          <Flex gap="3" align="start">
            <Box flex="1" minW="0">
              <TextField
                name="entry"
                label={intl.formatMessage({ id: 'account.ip.entry' })}
                helperText={intl.formatMessage({ id: 'account.ip.entryHelp' })}
                validate={validate}
                dir="ltr"
                autoComplete="off"
              />
            </Box>
            {/* level with the input, below its label, on phones too */}
            <Button type="submit" colorPalette="brand" loading={submitting} mt="7" flexShrink={0}>
              <FormattedMessage id="account.ip.add" />
            </Button>
          </Flex>
        </form>
      )}
    </Form>
  );
}
