/**
 * The merged provider API v1 document: `provider-v1.yaml` (what every area shares) plus every
 * `areas/<area>.yaml` fragment, in file-name order. `dir` is the folder of `provider-v1.yaml`.
 * Throws when two files define the same path, component, operationId or tag.
 */
export declare function mergeOpenApi(dir?: string): Record<string, unknown>;
