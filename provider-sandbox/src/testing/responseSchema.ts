import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadOpenApiDocument } from '../http/openapi';

const DOC_ID = 'provider-v1';
let ajv: Ajv2020 | undefined;

function compiler(): Ajv2020 {
  if (!ajv) {
    // strict types: an answer must match the document as it is, no coercion
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(loadOpenApiDocument(), DOC_ID);
  }
  return ajv;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The errors of an answer body against the 200 answer the OpenAPI document gives for `method path`
 * (empty when it matches), so resource tests prove the sandbox answers what the SDK's types say.
 */
export function responseErrors(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body: unknown,
): string[] {
  const validate = compiler().compile({
    $ref: `${DOC_ID}#/paths/${escape(path)}/${method}/responses/200/content/application~1json/schema`,
  });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}
