import { request } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type SecuritySettings = Schemas['SecuritySettings'];
export type OtpAppSetup = Schemas['OtpAppSetup'];
export type OtpStepResult = Schemas['OtpStepResult'];
export type VerificationSent = Schemas['VerificationSent'];
export type PendingVerifications = Schemas['PendingVerifications'];
export type AccountSession = Schemas['Session'];
export type ApiToken = Schemas['ApiToken'];
export type ApiTokenCreated = Schemas['ApiTokenCreated'];
export type ApiPermission = Schemas['ApiPermission'];
export type NotificationPreference = Schemas['NotificationPreference'];
export type LoginAttempt = Schemas['LoginAttempt'];
export type LoginHistoryPage = Schemas['LoginHistoryPage'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditLogPage = Schemas['AuditLogPage'];
export type PasswordChangeRequest = ApiBody<'profilePasswordChange'>;
export type SessionLimitsRequest = ApiBody<'sessionLimitsUpdate'>;
export type ApiTokenDraft = ApiBody<'apiTokenCreate'>;
export type OtpSwitchRequest = ApiBody<'otpSwitch'>;
/** Which second factor an `otpSwitch` call is about: off (any), SMS or e-mail. */
export type OtpSwitchKind = 'off' | 'sms' | 'email';
/** Event → the channels to change. */
export type NotificationChanges = Record<string, { sms?: boolean; email?: boolean }>;

export interface AuditLogQuery {
  period?: '24h' | '7d' | '30d' | '90d' | 'all';
  action?: string;
  resource_kind?: string;
  page?: number;
  per_page?: number;
  /** every filtered row on one page (for a CSV export) */
  export?: boolean;
}

const OTP_SWITCH_PATHS: Record<OtpSwitchKind, string> = {
  off: '/auth/profile/otp/switch',
  sms: '/auth/profile/otp/sms-switch',
  email: '/auth/profile/otp/email-switch',
};

/** Query parameters without the empty ones (the provider reads an absent filter as none). */
function params(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  );
}

/**
 * `api.account`: the account's calls besides the profile itself: codes for a new mobile number or
 * e-mail address, the password, the second factor, the IP whitelist, session limits and sessions,
 * API tokens, notification preferences, the login history and the audit log.
 */
export const accountApi = {
  /** POST /auth/verification/phone-number: a code to the new number. */
  verifyPhone: (phoneNumber: string) =>
    request<ApiData<'profilePhoneVerify'>>({
      method: 'POST',
      url: '/auth/verification/phone-number',
      data: { phone_number: phoneNumber },
    }),
  /** POST /auth/verification/email: a code to the new address. */
  verifyEmail: (email: string) =>
    request<ApiData<'profileEmailVerify'>>({
      method: 'POST',
      url: '/auth/verification/email',
      data: { email },
    }),
  /** GET /auth/verification/sms: codes sent and not yet confirmed. */
  verifications: () =>
    request<ApiData<'profileVerifications'>>({ method: 'GET', url: '/auth/verification/sms' }),
  /** POST /auth/profile/phone-number → the profile with the new number. */
  changePhone: (body: ApiBody<'profilePhoneChange'>) =>
    request<ApiData<'profilePhoneChange'>>({ method: 'POST', url: '/auth/profile/phone-number', data: body }),
  /** POST /auth/profile/email → the profile with the new address. */
  changeEmail: (body: ApiBody<'profileEmailChange'>) =>
    request<ApiData<'profileEmailChange'>>({ method: 'POST', url: '/auth/profile/email', data: body }),
  /** POST /auth/profile/password; every other session ends. */
  changePassword: (body: PasswordChangeRequest) =>
    request<ApiData<'profilePasswordChange'>>({ method: 'POST', url: '/auth/profile/password', data: body }),

  /** GET /auth/profile/security. */
  security: () => request<ApiData<'securityGet'>>({ method: 'GET', url: '/auth/profile/security' }),
  /** POST /auth/profile/otp: a new secret and its QR code. */
  otpAppStart: () => request<ApiData<'otpAppStart'>>({ method: 'POST', url: '/auth/profile/otp' }),
  /** POST /auth/profile/otp/confirm with the app's 6-digit code. */
  otpAppConfirm: (code: string) =>
    request<ApiData<'otpAppConfirm'>>({ method: 'POST', url: '/auth/profile/otp/confirm', data: { code } }),
  /** POST /auth/profile/otp/switch | sms-switch | email-switch; without a code, one is sent first. */
  otpSwitch: (kind: OtpSwitchKind, body: OtpSwitchRequest) =>
    request<ApiData<'otpSwitch'>>({ method: 'POST', url: OTP_SWITCH_PATHS[kind], data: body }),
  /** POST /auth/profile/ip-whitelist: the whole list. */
  updateIpWhitelist: (ips: readonly string[]) =>
    request<ApiData<'ipWhitelistUpdate'>>({
      method: 'POST',
      url: '/auth/profile/ip-whitelist',
      data: { ips: [...ips] },
    }),
  /** POST /auth/profile/auth-by-ip. */
  setAuthByIp: (enabled: boolean) =>
    request<ApiData<'authByIpUpdate'>>({
      method: 'POST',
      url: '/auth/profile/auth-by-ip',
      data: { enabled },
    }),
  /** POST /auth/profile/ip-whitelist/api-tokens: whether the whitelist holds API tokens too. */
  setIpWhitelistApiTokens: (enabled: boolean) =>
    request<ApiData<'ipWhitelistApiTokensUpdate'>>({
      method: 'POST',
      url: '/auth/profile/ip-whitelist/api-tokens',
      data: { enabled },
    }),
  /** POST /auth/profile/max-sessions (null: no limit). */
  setSessionLimits: (body: SessionLimitsRequest) =>
    request<ApiData<'sessionLimitsUpdate'>>({
      method: 'POST',
      url: '/auth/profile/max-sessions',
      data: body,
    }),

  /** GET /auth/tokens: the active sessions. */
  sessions: () => request<ApiData<'sessionsList'>>({ method: 'GET', url: '/auth/tokens' }),
  /** DELETE /auth/tokens/{id} (tunnelled as POST). */
  terminateSession: (id: number) =>
    request<ApiData<'sessionTerminate'>>({ method: 'DELETE', url: `/auth/tokens/${id}` }),

  /** GET /auth/profile/api-keys. */
  apiTokens: () => request<ApiData<'apiTokensList'>>({ method: 'GET', url: '/auth/profile/api-keys' }),
  /** GET /auth/api-token/permissions: the catalogue, localized. */
  apiPermissions: () =>
    request<ApiData<'apiTokenPermissions'>>({ method: 'GET', url: '/auth/api-token/permissions' }),
  /** POST /auth/api-token → the token with its secret (shown once). */
  createApiToken: (body: ApiTokenDraft) =>
    request<ApiData<'apiTokenCreate'>>({ method: 'POST', url: '/auth/api-token', data: body }),
  /** GET /auth/api-token/{id}. */
  apiToken: (id: number) => request<ApiData<'apiTokenGet'>>({ method: 'GET', url: `/auth/api-token/${id}` }),
  /** PUT /auth/api-token/{id} (tunnelled; the body repeats the id). */
  updateApiToken: (id: number, body: Omit<ApiBody<'apiTokenUpdate'>, 'id'>) =>
    request<ApiData<'apiTokenUpdate'>>({
      method: 'PUT',
      url: `/auth/api-token/${id}`,
      data: { id, ...body },
    }),
  /** DELETE /auth/api-token/{id} (tunnelled). */
  deleteApiToken: (id: number) =>
    request<ApiData<'apiTokenDelete'>>({ method: 'DELETE', url: `/auth/api-token/${id}` }),

  /** GET /auth/profile/notification-preference. */
  notificationPreferences: () =>
    request<ApiData<'notificationPreferencesGet'>>({
      method: 'GET',
      url: '/auth/profile/notification-preference',
    }),
  /** PUT /auth/profile/notification-preference with the changed events only. */
  updateNotificationPreferences: (preferences: NotificationChanges) =>
    request<ApiData<'notificationPreferencesUpdate'>>({
      method: 'PUT',
      url: '/auth/profile/notification-preference',
      data: { preferences },
    }),

  /** GET /auth/profile/history: one page of login attempts. */
  loginHistory: (query: { page?: number; per_page?: number } = {}) =>
    request<ApiData<'loginHistory'>>({ method: 'GET', url: '/auth/profile/history', params: params(query) }),
  /** GET /auth/profile/user_reports: one page of the audit log, filtered. */
  auditLog: (query: AuditLogQuery = {}) =>
    request<ApiData<'auditLog'>>({ method: 'GET', url: '/auth/profile/user_reports', params: params(query) }),
};

export type AccountApi = typeof accountApi;
