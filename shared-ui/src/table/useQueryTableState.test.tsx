import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@portal/shared-sdk';
import { PortalProviders } from '../providers/PortalProviders';
import { useQueryTableState } from './useQueryTableState';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalProviders locale="en">{children}</PortalProviders>
);
const query = (state: Partial<UseQueryResult<string[]>>) =>
  ({
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: jest.fn(),
    ...state,
  }) as UseQueryResult<string[]>;

describe('useQueryTableState', () => {
  it('hands DataTable the rows, or loading while the query is pending', () => {
    expect(
      renderHook(() => useQueryTableState(query({ data: ['a'] })), { wrapper }).result.current,
    ).toMatchObject({ rows: ['a'], loading: false, error: undefined });
    expect(
      renderHook(() => useQueryTableState(query({ isPending: true })), { wrapper }).result.current,
    ).toMatchObject({ rows: undefined, loading: true });
  });

  it("shows the server's message on failure, and its retry refetches", () => {
    const failed = query({
      isError: true,
      error: new ApiError({ kind: 'http', status: 500, message: 'Please Try Again' }),
    });
    const { result } = renderHook(() => useQueryTableState(failed), { wrapper });
    expect(result.current.error).toBe('Please Try Again');
    result.current.onRetry();
    expect(failed.refetch).toHaveBeenCalled();
  });
});
