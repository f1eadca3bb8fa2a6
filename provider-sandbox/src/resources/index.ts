import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnResource } from './cdn';
import { cdnCacheResource } from './cdnCache';
import { cdnDnsResource } from './cdnDns';
import { cdnHttpsResource } from './cdnHttps';
import { cloudResource } from './cloud';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; an area issue adds its file here. */
export const RESOURCES: readonly Resource[] = [authResource, profileResource, staticResource, financialResource, supportResource, cdnResource, cdnDnsResource, cdnHttpsResource, cdnCacheResource, cloudResource];
