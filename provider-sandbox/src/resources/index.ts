import type { Resource } from '../http/router';
import { authResource } from './auth';
import { cdnDomainsResource } from './cdnDomains';
import { cloudServersResource } from './cloudServers';
import { cloudFirewallResource } from './cloudFirewall';
import { cloudNetworksResource } from './cloudNetworks';
import { cloudPublicNetworksResource } from './cloudPublicNetworks';
import { cloudReportsResource } from './cloudReports';
import { cloudSnapshotsResource } from './cloudSnapshots';
import { cloudSshResource } from './cloudSsh';
import { cloudVolumesResource } from './cloudVolumes';
import { cdnCacheResource } from './cdnCache';
import { cdnDdosResource } from './cdnDdos';
import { cdnDnsResource } from './cdnDns';
import { cdnDnsRecordResource } from './cdnDnsRecord';
import { cdnHttpsResource } from './cdnHttps';
import { cdnSecurityResource } from './cdnSecurity';
import { cdnSecurityWafResource } from './cdnSecurityWaf';
import { cdnTrafficResource } from './cdnTraffic';
import { cdnPathRulesResource } from './cdnPathRules';
import { cdnClustersResource } from './cdnClusters';
import { cdnTrafficLogsResource } from './cdnTrafficLogs';
import { cdnReportsResource } from './cdnReports';
import { financialResource } from './financial';
import { profileResource } from './profile';
import { staticResource } from './static';
import { supportResource } from './support';

/** Every resource module the sandbox serves; a new area adds its file here. */
export const RESOURCES: readonly Resource[] = [
  authResource,
  profileResource,
  staticResource,
  financialResource,
  supportResource,
  cdnDomainsResource,
  cdnDnsResource,
  cdnDnsRecordResource,
  cdnHttpsResource,
  cdnCacheResource,
  cdnSecurityResource,
  cdnSecurityWafResource,
  cdnTrafficResource,
  cdnPathRulesResource,
  cdnClustersResource,
  cdnTrafficLogsResource,
  cdnReportsResource,
  cdnDdosResource,
  cloudReportsResource,
  cloudServersResource,
  cloudVolumesResource,
  cloudSnapshotsResource,
  cloudSshResource,
  cloudFirewallResource,
  cloudNetworksResource,
  cloudPublicNetworksResource,
];
