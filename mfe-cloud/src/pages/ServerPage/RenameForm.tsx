import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SERVER_NAME_MAX_LENGTH, canPerform, validateServerName, type Server } from '@portal/shared-sdk';
import { Button, Flex, TextField, showToast, toSubmissionErrors } from '@portal/shared-ui';
import { useServerRenameMutation } from '../../data/servers/server-rename-mutation';
import { serverNameProblem } from '../../servers/serverNameProblem';

export interface RenameFormProps {
  server: Server;
}

/** Renames the server (English letters, digits, - and _), the server's own messages beside the field. */
export function RenameForm({ server }: RenameFormProps) {
  const intl = useIntl();
  const rename = useServerRenameMutation();
  const allowed = canPerform(server, 'rename');
  return (
    <Form<{ name: string }>
      initialValues={{ name: server.name }}
      onSubmit={async ({ name }) => {
        try {
          const { message } = await rename.mutateAsync({ serverId: server.id, name: name.trim() });
          showToast({ title: message, type: 'success' });
          return undefined;
        } catch (error) {
          return toSubmissionErrors(error, ['name']);
        }
      }}
      render={({ handleSubmit, submitting, pristine, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'cloud.server.rename' })}
        >
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Flex flex="1" minW="56">
              <TextField
                name="name"
                dir="ltr"
                label={intl.formatMessage({ id: 'cloud.server.newName' })}
                disabled={!allowed}
                maxLength={SERVER_NAME_MAX_LENGTH}
                validate={(value) => {
                  const error = validateServerName(value);
                  if (!error) return undefined;
                  const problem = serverNameProblem(error);
                  return intl.formatMessage({ id: problem.id }, problem.values);
                }}
              />
            </Flex>
            <Button
              type="submit"
              size="sm"
              loading={submitting}
              disabled={!allowed || pristine}
              mb={submitError ? '6' : undefined}
            >
              {intl.formatMessage({ id: 'cloud.server.rename' })}
            </Button>
          </Flex>
        </form>
      )}
    />
  );
}
