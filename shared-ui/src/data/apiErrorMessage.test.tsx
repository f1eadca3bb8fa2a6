import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { ApiError } from '@portal/shared-sdk';
import { IntlProvider } from 'react-intl';
import { sharedUiMessages } from '../messages/messages';
import { apiErrorMessage, apiFieldMessages, useApiErrorMessage } from './apiErrorMessage';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider
    locale="en"
    messages={{ ...sharedUiMessages.en, 'area.failed': 'The list could not be loaded' }}
  >
    {children}
  </IntlProvider>
);

describe('apiErrorMessage', () => {
  it("gives the server's message, else the fallback", () => {
    expect(
      apiErrorMessage(new ApiError({ kind: 'http', status: 422, message: 'Domain exists!' }), 'fallback'),
    ).toBe('Domain exists!');
    expect(apiErrorMessage(new Error('TypeError: x is undefined'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('apiFieldMessages', () => {
  it("gives the server's field messages, and none for any other failure", () => {
    expect(
      apiFieldMessages(
        new ApiError({ kind: 'http', status: 422, message: 'x', fields: { subject: ['Required'] } }),
      ),
    ).toEqual({ subject: ['Required'] });
    expect(apiFieldMessages(new ApiError({ kind: 'timeout', status: 0, message: 'x' }))).toEqual({});
    expect(apiFieldMessages(new Error('bug'))).toEqual({});
  });
});

describe('useApiErrorMessage', () => {
  it("localizes the fallback: the area's message id, or the generic failure", () => {
    const { result } = renderHook(() => useApiErrorMessage(), { wrapper });
    expect(result.current(new Error('bug'), 'area.failed')).toBe('The list could not be loaded');
    expect(result.current(new Error('bug'))).toBe('Something went wrong');
    expect(result.current(new ApiError({ kind: 'offline', status: 0, message: 'You are offline' }))).toBe(
      'You are offline',
    );
  });
});
