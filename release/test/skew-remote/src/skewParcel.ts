import { bus, getToken } from '@portal/shared-sdk';

declare const BUILT_AGAINST_SDK: string;

interface SkewProps {
  domElement: HTMLElement;
  bus: unknown;
  locale: string;
}

let off: (() => void) | null = null;

/**
 * A parcel without React that says which copy of shared-sdk it runs on (the shell's singleton when
 * its bus is the one in the mount props) and whether the session reaches it: the token through the
 * SDK's session store, and locale changes through the bus.
 */
function render(el: HTMLElement, props: SkewProps, locale: string): void {
  el.innerHTML = '';
  const p = document.createElement('p');
  p.dataset.testid = 'skew';
  p.dataset.builtAgainst = BUILT_AGAINST_SDK;
  p.dataset.sharedSdk = bus === props.bus ? 'shell' : 'own';
  p.dataset.signedIn = String(getToken() !== null);
  p.dataset.locale = locale;
  p.textContent = `built against shared-sdk ${BUILT_AGAINST_SDK}`;
  el.appendChild(p);
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: SkewProps): Promise<void> {
  render(props.domElement, props, props.locale);
  off = bus.on('locale:changed', ({ locale }) => render(props.domElement, props, locale));
}

export async function unmount(props: SkewProps): Promise<void> {
  off?.();
  props.domElement.innerHTML = '';
}
