import { configure } from '@testing-library/react';
import { makeProfile } from '@portal/shared-sdk/factories';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../remote';

// these pages chain several requests and dialogs; on a loaded machine a step can take over the
// default second, so waiting ends later (a passing test is not slowed)
configure({ asyncUtilTimeout: 5000 });
// as the repository's whole run allows (jest.config.cjs), also when this package runs alone
jest.setTimeout(15_000);

/** Mounts the cloud area at `path` for the demo customer (signed in, profile loaded), as the shell would. */
export const openCloudPage = (path: string, locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/cloud', path, locale, session: { profile: makeProfile() } });
