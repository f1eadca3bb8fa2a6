import { resolve } from 'node:path';
import { regeneratedSchema } from '@portal/shared-sdk/testing';

// schema.gen.ts is generated from the merged OpenAPI document (`pnpm --filter @portal/api-account gen`);
// it must match the fragments, so nobody can change one without the other.
describe('schema.gen.ts', () => {
  it('is what the gen script makes of the OpenAPI fragments (else run `pnpm --filter @portal/api-account gen`)', () => {
    const { stderr, status, committed, generated } = regeneratedSchema(resolve(__dirname, '../..'));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(committed).toBe(generated);
  }, 30000);
});
