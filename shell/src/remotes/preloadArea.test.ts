import { bus, EMPTY_WALLET, type ParcelProps, type SessionSnapshot } from '@portal/shared-sdk';
import { warmArea } from './preloadArea';
import type { LoadedParcel } from './remoteLoader';

const session: SessionSnapshot = {
  token: 'demo-0123456789abcdef',
  profile: null,
  wallet: EMPTY_WALLET,
  locale: 'en',
  dateLocale: 'en-us',
};

function loaderWith(config: Record<string, unknown> | Error) {
  const preload = jest.fn(async () => undefined);
  const load = jest.fn(async () => {
    if (config instanceof Error) throw config;
    return { config, version: '1.0.0' } as unknown as LoadedParcel;
  });
  return { preload, load };
}

describe('warmArea', () => {
  it('preloads the remote, then lets its area parcel warm up on the page behind the link', async () => {
    const warm = jest.fn(async (_props: ParcelProps) => undefined);
    const loader = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), warm });
    await warmArea(loader, 'billing', '/financial?tab=1', session, 'https://docs.example');
    expect(loader.preload).toHaveBeenCalledWith('billing');
    expect(loader.load).toHaveBeenCalledWith('billing', './app');
    expect(warm).toHaveBeenCalledTimes(1);
    const props = warm.mock.calls[0]?.[0] as ParcelProps;
    expect(props).toMatchObject({
      basePath: '/financial',
      locale: 'en',
      session,
      bus,
      location: { pathname: '/financial', search: '?tab=1', hash: '' },
      docsUrl: 'https://docs.example',
    });
    expect(() => props.navigate('/elsewhere')).not.toThrow();
  });

  it('leaves parcels without warm (older builds) and failed loads alone', async () => {
    const old = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await expect(warmArea(old, 'cdn', '/cdn', session)).resolves.toBeUndefined();
    const broken = loaderWith(new Error('entry failed'));
    await expect(warmArea(broken, 'cdn', '/cdn', session)).resolves.toBeUndefined();
  });

  it('swallows a failing warm: the click mounts as usual', async () => {
    const warm = jest.fn(async () => {
      throw new Error('no');
    });
    const loader = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), warm });
    await expect(warmArea(loader, 'cdn', '/cdn', session)).resolves.toBeUndefined();
  });
});
