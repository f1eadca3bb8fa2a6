import { QueryClient, onlineManager } from '@tanstack/react-query';
import { sdkReportsOffline } from './sdkReportsOffline';

describe('sdkReportsOffline', () => {
  it('lets queries run while the browser is offline, so their own error reaches the screen', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    sdkReportsOffline();
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(true);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('You are offline')) }),
    ).rejects.toThrow('You are offline');
    onLine.mockRestore();
  });
});
