import type { OperationBody, OperationData } from '@portal/shared-sdk';
import type { operations } from './schema.gen';

/** Operation ids of the support area's fragments. */
export type SupportOperationId = keyof operations;

/** The unwrapped `data` of a support operation's 200 answer. */
export type ApiData<Op extends SupportOperationId> = OperationData<operations[Op]>;

/** The form body of a support operation, without the `_method` the client adds itself. */
export type ApiBody<Op extends SupportOperationId> = OperationBody<operations[Op]>;
