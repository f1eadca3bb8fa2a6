import type { OperationBody, OperationData } from '@portal/shared-sdk';
import type { operations } from './schema.gen';

/** Operation ids of the account area's fragments. */
export type AccountOperationId = keyof operations;

/** The unwrapped `data` of an account operation's 200 answer. */
export type ApiData<Op extends AccountOperationId> = OperationData<operations[Op]>;

/** The form body of an account operation, without the `_method` the client adds itself. */
export type ApiBody<Op extends AccountOperationId> = OperationBody<operations[Op]>;
