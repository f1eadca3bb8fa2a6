import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnDomainsResource } from './cdnDomains';
import { cdnSecurityResource } from './cdnSecurity';
import { cdnSecurityWafResource } from './cdnSecurityWaf';
import { cdnTrafficResource } from './cdnTraffic';
import { cdnTrafficLogsResource } from './cdnTrafficLogs';
import { cloudResource } from './cloud';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; an area issue adds its file here. */
export const RESOURCES: readonly Resource[] = [authResource, profileResource, staticResource, financialResource, supportResource, cdnDomainsResource, cdnSecurityResource, cdnSecurityWafResource, cdnTrafficResource, cdnTrafficLogsResource, cloudResource];
