import type { Locale } from '@portal/shared-sdk';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../remote';
import { DEMO_SESSION } from './testServer';

/** The CDN area's `./app` at an address, for the demo customer, as the shell would mount it. */
export function mountCdn(path: string, locale: Locale = 'en', props: Record<string, unknown> = {}) {
  return mountTestParcel(parcel, { basePath: '/cdn', path, locale, session: DEMO_SESSION, props });
}
