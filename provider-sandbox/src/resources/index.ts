import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnDomainsResource } from './cdnDomains';
import { cloudResource } from './cloud';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; a new area adds its file here. */
export const RESOURCES: readonly Resource[] = [authResource, profileResource, staticResource, financialResource, supportResource, cdnDomainsResource, cloudResource];
