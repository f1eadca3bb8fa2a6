import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnResource } from './cdn';
import { cloudServersResource } from './cloudServers';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; a new area adds its file here. */
export const RESOURCES: readonly Resource[] = [authResource, profileResource, staticResource, financialResource, supportResource, cdnResource, cloudServersResource];
