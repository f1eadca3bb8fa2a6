/**
 * The merged provider API v1 document: `provider-v1.yaml` (what every area shares) plus the
 * fragments of each of `areaDirs` (`<dir>/areas` by default), each folder's in file-name order.
 * `dir` is the folder of `provider-v1.yaml`. Throws when two files define the same path,
 * component, operationId or tag.
 */
export declare function mergeOpenApi(
  dir?: string,
  options?: { areaDirs?: string[] },
): Record<string, unknown>;
/** The core's own fragments folder (`openapi/areas` of @portal/shared-sdk). */
export declare const CORE_AREAS: string;
