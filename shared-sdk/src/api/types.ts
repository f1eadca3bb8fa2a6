import type { operations } from './schema.gen';
import type { Schemas } from './schemas';

/** Operation ids of the OpenAPI document. */
export type OperationId = keyof operations;

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The unwrapped `data` of an operation's 200 answer. */
export type ApiData<Op extends OperationId> =
  JsonContent<operations[Op]['responses'] extends { 200: infer R } ? R : never> extends {
    data?: infer D;
  }
    ? D
    : never;

/** The form body of an operation, without the `_method` the client adds itself. */
export type ApiBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/x-www-form-urlencoded': infer B } };
}
  ? Omit<B, '_method'>
  : never;

export type Captcha = Schemas['Captcha'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type LoginOtpRequest = Schemas['LoginOtpRequest'];
export type TokenResult = Schemas['TokenResult'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type ProfileUpdateRequest = Omit<Schemas['ProfileUpdateRequest'], '_method'>;
export type AccountType = Schemas['AccountType'];
export type OtpType = Schemas['OtpType'];
export type Slide = Schemas['Slide'];
export type DataCenter = Schemas['DataCenter'];
export type OsImage = Schemas['OsImage'];
export type Balance = Schemas['Balance'];
export type SuccessEnvelope = Schemas['SuccessEnvelope'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
