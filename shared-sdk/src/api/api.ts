import { cloudApi } from './cloud';
import { request } from './request';
import type { ApiBody, ApiData } from './types';
import { financialApi } from './financial';

/**
 * The provider API v1, one function per operation of openapi/provider-v1.yaml, typed from the
 * generated schema. Each resolves with the unwrapped `data` and rejects with ApiError.
 * An area that has a package of its own (cdn: `cdnApi` of @portal/api-cdn, support: `supportApi`
 * of @portal/api-support) is not here: its
 * remote bundles its calls, so a new one is that area's release alone.
 */
export const api = {
  auth: {
    captcha: () => request<ApiData<'authCaptcha'>>({ method: 'POST', url: '/auth/captcha/recaptcha' }),
    login: (body: ApiBody<'authLogin'>) =>
      request<ApiData<'authLogin'>>({ method: 'POST', url: '/auth/login', data: body }),
    loginOtp: (body: ApiBody<'authLoginOtp'>) =>
      request<ApiData<'authLoginOtp'>>({ method: 'POST', url: '/auth/login/otp', data: body }),
    register: (body: ApiBody<'authRegister'>) =>
      request<ApiData<'authRegister'>>({ method: 'POST', url: '/auth/register', data: body }),
    logout: () => request<ApiData<'authLogout'>>({ method: 'POST', url: '/auth/logout' }),
  },
  profile: {
    /** The session's profile; with `bearer`, the profile of that token instead (its refusal ends no session). */
    get: (options: { bearer?: string } = {}) =>
      request<ApiData<'profileGet'>>({ method: 'GET', url: '/auth/profile', ...options }),
    /** Sent as POST with `_method=PUT` by the client's tunnelling rule. */
    update: (body: ApiBody<'profileUpdate'>) =>
      request<ApiData<'profileUpdate'>>({ method: 'PUT', url: '/auth/profile', data: body }),
  },
  static: {
    sliders: () => request<ApiData<'staticSliders'>>({ method: 'GET', url: '/static/sliders' }),
    datacenters: () => request<ApiData<'staticDatacenters'>>({ method: 'GET', url: '/static/datacenters' }),
    osList: () => request<ApiData<'staticOsList'>>({ method: 'GET', url: '/static/os-list' }),
  },
  financial: {
    // balance, banks, invoices, transactions, price, coupons, top-ups
    ...financialApi,
  },
  cloud: cloudApi,
};

export type Api = typeof api;
