import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnResource } from './cdn';
import { cloudResource } from './cloud';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { profileApiTokensResource } from './profileApiTokens';
import { profileHistoryResource } from './profileHistory';
import { profileNotificationsResource } from './profileNotifications';
import { profileSecurityResource } from './profileSecurity';
import { profileSessionsResource } from './profileSessions';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; a new area adds its file here. */
export const RESOURCES: readonly Resource[] = [
  authResource,
  profileResource,
  profileSecurityResource,
  profileSessionsResource,
  profileApiTokensResource,
  profileNotificationsResource,
  profileHistoryResource,
  staticResource,
  financialResource,
  supportResource,
  cdnResource,
  cloudResource,
];
