import { act, renderHook } from '@testing-library/react';
import { api, bus } from '@portal/shared-sdk';
import { LOGOUT_WAIT_MS, useLogout } from './useLogout';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useLogout', () => {
  it('ends the session once the server has revoked the token', async () => {
    jest.spyOn(api.auth, 'logout').mockResolvedValue(null as never);
    const ended = jest.fn();
    const off = bus.on('session:logout', ended);
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });

  it('ends the session even when the server never answers', async () => {
    jest.useFakeTimers();
    jest.spyOn(api.auth, 'logout').mockReturnValue(new Promise<never>(() => undefined));
    const ended = jest.fn();
    const off = bus.on('session:logout', ended);
    const { result } = renderHook(() => useLogout());
    let done = false;
    void result.current().then(() => {
      done = true;
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    });
    expect(ended).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(done).toBe(true);
    off();
  });

  it('ends the session when the server refuses the logout', async () => {
    jest.spyOn(api.auth, 'logout').mockRejectedValue(new Error('offline'));
    const ended = jest.fn();
    const off = bus.on('session:logout', ended);
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });
});
