import type { OperationBody, OperationData } from '@portal/shared-sdk';
import type { operations } from './schema.gen';

/** Operation ids of the cdn area's fragments. */
export type CdnOperationId = keyof operations;

/** The unwrapped `data` of a cdn operation's 200 answer. */
export type ApiData<Op extends CdnOperationId> = OperationData<operations[Op]>;

/** The form body of a cdn operation, without the `_method` the client adds itself. */
export type ApiBody<Op extends CdnOperationId> = OperationBody<operations[Op]>;
