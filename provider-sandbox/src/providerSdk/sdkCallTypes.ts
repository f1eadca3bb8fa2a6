/**
 * The shape of a row of the provider SDK's call table (`providerSdkCalls.ts`): one public method of
 * the provider's own JavaScript SDK, what it sends and what its types read back.
 */

/** The SDK's modules, as its client names them (`client.auth`, `client.cdn`, …). */
export type SdkModule = 'auth' | 'cdn' | 'cloud' | 'statics';

/** The HTTP methods the SDK's transport sends as such (PUT and DELETE are real, never tunnelled). */
export type SdkHttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A value known only when the row runs: a field of what an earlier row of the same group answered. */
export interface FromEarlierRow {
  /** the earlier row's SDK method name */
  readonly from: string;
  /** where in its `data`: `id`, `servers.0.id` */
  readonly field: string;
}

/** A confirmation code the provider sent (by SMS or e-mail) for this purpose, as its owner reads it. */
export interface SentCode {
  readonly code: string;
}

export type ExampleValue =
  | string
  | number
  | boolean
  | FromEarlierRow
  | SentCode
  | readonly ExampleValue[]
  | { readonly [key: string]: ExampleValue };

/** What the SDK's types expect back in `data`. */
export interface DeclaredAnswer {
  /**
   * `object`: `data` is one object; `list`: a list of objects (at least one, each with the fields);
   * `none`: the SDK's type is `void` or `unknown`, so nothing is read beyond the envelope.
   */
  readonly shape: 'object' | 'list' | 'none';
  /** the fields the SDK's type declares required (not `?`) */
  readonly fields: readonly string[];
  /**
   * Where the SDK's value sits when the provider keeps it inside a wrapper the portal also reads
   * (`rules` of `{ rules, max_rules }`); absent: `data` itself.
   */
  readonly at?: string;
  /** why `at` or `fields` differ from the SDK's type */
  readonly note?: string;
}

export interface ProviderSdkCall {
  readonly module: SdkModule;
  /** the SDK's method name, e.g. `listDnsRecords` */
  readonly name: string;
  readonly http: SdkHttpMethod;
  /** the path the SDK calls, parameters in braces: `/api/v1/cdn/ng/domains/{domain_id}/dns/{record_id}` */
  readonly path: string;
  /** example values of the path's parameters */
  readonly params?: Readonly<Record<string, ExampleValue>>;
  /** what the SDK sends: the form body, or the query of a GET */
  readonly send?: Readonly<Record<string, ExampleValue>>;
  readonly returns: DeclaredAnswer;
  /**
   * Rows of one group run in table order on a sandbox of their own, freshly seeded: a group is a
   * story (create, read, change, delete) that leaves the other groups' seed alone.
   */
  readonly group: string;
  /** seconds of the sandbox clock that pass before the call: an earlier change settles first */
  readonly after?: number;
  /** why a customer cannot make this call at all (the provider answers it to no customer) */
  readonly notPossible?: string;
}

/** A list answer of the SDK's type `T[]`, each item with `fields`. */
export const listOf = (fields: readonly string[], extra: Partial<DeclaredAnswer> = {}): DeclaredAnswer => ({
  shape: 'list',
  fields,
  ...extra,
});

/** An object answer of the SDK's type `T`. */
export const objectOf = (fields: readonly string[], extra: Partial<DeclaredAnswer> = {}): DeclaredAnswer => ({
  shape: 'object',
  fields,
  ...extra,
});

/** `ApiResponse<void>` or `ApiResponse<unknown>`: the envelope only. */
export const NOTHING: DeclaredAnswer = { shape: 'none', fields: [] };

export const earlier = (from: string, field = 'id'): FromEarlierRow => ({ from, field });
