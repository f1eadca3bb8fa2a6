import { FORM_ERROR } from 'final-form';
import type { ApiError } from '@portal/shared-sdk';
import { toSubmissionErrors } from './toSubmissionErrors';

// what shared-sdk's client rejects with, built by shape (shared-ui only knows the ApiError type)
function apiError(message: string, fields?: Record<string, string[]>): ApiError {
  return { name: 'ApiError', kind: 'http', status: 422, message, fields } as ApiError;
}

const FIELDS = new Set(['name', 'zip_code']);

describe('toSubmissionErrors', () => {
  it('puts each field message beside its field and no form message when all fields are on the form', () => {
    const error = apiError('Name is required', {
      name: ['Name is required', 'second'],
      zip_code: ['Bad zip'],
    });
    expect(toSubmissionErrors(error, FIELDS)).toEqual({ name: 'Name is required', zip_code: 'Bad zip' });
  });

  it('adds the server message above the form when a field message has no field on this form', () => {
    const error = apiError('Mobile is taken', { name: ['Too short'], phone: ['Mobile is taken'] });
    expect(toSubmissionErrors(error, ['name'])).toEqual({
      name: 'Too short',
      [FORM_ERROR]: 'Mobile is taken',
    });
  });

  it('shows the server message above the form when it names no field', () => {
    expect(toSubmissionErrors(apiError('Try later'), FIELDS)).toEqual({ [FORM_ERROR]: 'Try later' });
  });

  it('turns anything that is not an ApiError into the generic error text id', () => {
    expect(toSubmissionErrors(new Error('boom'), FIELDS)).toEqual({ [FORM_ERROR]: 'ui.error.title' });
  });
});
