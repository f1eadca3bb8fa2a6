import { SERVER_NAME_MAX_LENGTH, type ServerNameError } from '@portal/shared-sdk';

/** A server name's problem as a message id and its values (the create form's and the rename form's). */
export function serverNameProblem(error: ServerNameError): { id: string; values?: Record<string, number> } {
  return error === 'tooLong'
    ? { id: 'cloud.create.error.name.tooLong', values: { max: SERVER_NAME_MAX_LENGTH } }
    : { id: `cloud.create.error.name.${error}` };
}
