import { CDN_SDK_CALLS } from './cdnSdkCalls';
import { CLOUD_SDK_CALLS } from './cloudSdkCalls';
import { NOTHING, listOf, type ProviderSdkCall } from './sdkCallTypes';
import { CACHE_TIME, DATACENTER, OPERATING_SYSTEM, SLIDER } from './sdkTypeFields';

/**
 * Every public method of the provider's own JavaScript SDK (its repository mizbancloud/Javascript-SDK,
 * v1.0.0): module and method, the HTTP method and path it calls, what it sends (example values from
 * this sandbox's seed: the demo customer's domains, servers and keys) and the fields its types read
 * back, or why no customer can make the call. Facts read from the SDK's public code, written out
 * here; `providerSdkCalls.test.ts` sends each row as the SDK's transport would and checks the answer.
 */
export const PROVIDER_SDK_CALLS: readonly ProviderSdkCall[] = [
  // ---- statics (`client.statics`): catalogues, no permission needed
  {
    module: 'statics',
    name: 'listDatacenters',
    http: 'GET',
    path: '/api/v1/static/datacenters',
    returns: listOf(DATACENTER),
    group: 'statics',
  },
  {
    module: 'statics',
    name: 'listOperatingSystems',
    http: 'GET',
    path: '/api/v1/static/os-list',
    returns: listOf(OPERATING_SYSTEM),
    group: 'statics',
  },
  {
    module: 'statics',
    name: 'getCacheTimes',
    http: 'GET',
    path: '/api/v1/static/cache-times',
    returns: listOf(CACHE_TIME),
    group: 'statics',
  },
  {
    module: 'statics',
    name: 'getSliders',
    http: 'GET',
    path: '/api/v1/static/sliders',
    returns: listOf(SLIDER),
    group: 'statics',
  },

  // ---- auth (`client.auth`): the token setters make no call; the wallet is read on an admin path
  {
    module: 'auth',
    name: 'getWallet',
    http: 'GET',
    path: '/api/admin-temp-v1/financial/wallet',
    returns: NOTHING,
    group: 'auth',
    notPossible:
      "an administrators' path (`/api/admin-temp-v1/…`), outside the customer API v1; a customer reads the same wallet at GET /api/v1/financial/billing/balance",
  },

  ...CDN_SDK_CALLS,
  ...CLOUD_SDK_CALLS,
];
