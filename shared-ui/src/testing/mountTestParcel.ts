import {
  bus,
  EMPTY_WALLET,
  setLocale as setSessionLocale,
  type Locale,
  type SessionSnapshot,
} from '@portal/shared-sdk';
import type { ParcelLifecycleProps, ParcelLifecycles } from '../parcel/createParcel';

export interface MountTestParcelOptions {
  basePath: string;
  /** the address the shell shows when it mounts the parcel */
  path: string;
  locale?: Locale;
  session?: Partial<SessionSnapshot>;
  /**
   * the widget props the shell's ParcelHost passes next to the ParcelProps (open, onClose,
   * openDialog, docsUrl…); they ride along with every lifecycle call
   */
  props?: Record<string, unknown>;
}

// single-spa lifecycles settle after React commits on its own scheduler (a setTimeout in
// single-spa-react), which act() would hold back: drive them as the shell does, outside act
// (set per test because @testing-library/react turns the act environment on in its beforeAll).
const leaveActEnvironment = () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
};
beforeEach(leaveActEnvironment);

// unmount every parcel a test mounted, like RTL's own cleanup, so tests do not see each other's DOM
const mounted: Array<() => Promise<void>> = [];
afterEach(async () => {
  leaveActEnvironment();
  await Promise.all(mounted.splice(0).map((unmount) => unmount()));
  document.body.innerHTML = '';
});

function toLocation(path: string): ParcelLifecycleProps['location'] {
  const url = new URL(path, 'http://portal.test');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    key: Math.random().toString(36).slice(2),
  };
}

/**
 * Stands in for the shell in a test: mounts the parcel into a DOM node through its single-spa
 * lifecycles with ParcelProps, and answers its navigations the way the shell's router does
 * (new location → parcel.update), so redirects and links run for real. Like the shell, it keeps
 * the SDK's session locale (Accept-Language, `locale:changed`) in step with the parcel's.
 */
export async function mountTestParcel(parcel: ParcelLifecycles, options: MountTestParcelOptions) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const visited: string[] = [options.path];
  const locale = options.locale ?? 'fa';
  setSessionLocale(locale);
  let props: ParcelLifecycleProps = {
    name: `test-parcel-${Math.random().toString(36).slice(2)}`,
    domElement,
    basePath: options.basePath,
    locale,
    bus,
    session: {
      token: 'test-token',
      profile: null,
      wallet: EMPTY_WALLET,
      locale,
      dateLocale: locale === 'fa' ? 'fa-ir' : 'en-us',
      ...options.session,
    },
    location: toLocation(options.path),
    navigate: (to, opts) => {
      if (opts?.replace) visited.pop();
      visited.push(to);
      props = { ...props, location: toLocation(to) };
      void parcel.update(props);
    },
    ...options.props,
  };
  await parcel.bootstrap(props);
  await parcel.mount(props);
  let live = true;
  const unmount = async () => {
    if (live) await parcel.unmount(props);
    live = false;
  };
  mounted.push(unmount);
  return {
    domElement,
    /** the shell's history as the parcel left it; the last entry is the current address */
    visited,
    currentPath: () => visited[visited.length - 1],
    /** the shell's locale switch: the session first (its `locale:changed` reaches the area's cache), then the parcel */
    setLocale: (next: Locale) => {
      setSessionLocale(next);
      return parcel.update(
        (props = {
          ...props,
          locale: next,
          session: { ...props.session, locale: next, dateLocale: next === 'fa' ? 'fa-ir' : 'en-us' },
        }),
      );
    },
    unmount,
  };
}
