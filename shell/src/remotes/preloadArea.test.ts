import { bus, EMPTY_WALLET, type ParcelProps, type SessionSnapshot } from '@portal/shared-sdk';
import { prepareArea } from './preloadArea';
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

describe('prepareArea', () => {
  it('preloads the remote, then lets its area parcel render the page behind the link', async () => {
    const prepare = jest.fn(async (_props: ParcelProps) => undefined);
    const loader = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), prepare });
    await prepareArea(loader, 'billing', '/financial?tab=1', session);
    expect(loader.preload).toHaveBeenCalledWith('billing');
    expect(loader.load).toHaveBeenCalledWith('billing', './app');
    expect(prepare).toHaveBeenCalledTimes(1);
    const props = prepare.mock.calls[0]?.[0] as ParcelProps;
    expect(props).toMatchObject({
      basePath: '/financial',
      locale: 'en',
      session,
      bus,
      location: { pathname: '/financial', search: '?tab=1', hash: '' },
    });
    expect(() => props.navigate('/elsewhere')).not.toThrow();
  });

  it('leaves parcels without prepare (older builds) and failed loads alone', async () => {
    const old = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await expect(prepareArea(old, 'cdn', '/cdn', session)).resolves.toBeUndefined();
    const broken = loaderWith(new Error('entry failed'));
    await expect(prepareArea(broken, 'cdn', '/cdn', session)).resolves.toBeUndefined();
  });

  it('swallows a failing prepare: the click mounts as usual', async () => {
    const prepare = jest.fn(async () => {
      throw new Error('no');
    });
    const loader = loaderWith({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), prepare });
    await expect(prepareArea(loader, 'cdn', '/cdn', session)).resolves.toBeUndefined();
  });
});
