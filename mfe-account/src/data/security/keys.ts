/** Query and mutation keys of the security settings (second factor, IP whitelist, session limits, password). */
export const securityKeys = {
  all: ['security'] as const,
  detail: () => [...securityKeys.all, 'detail'] as const,
  password: () => [...securityKeys.all, 'password'] as const,
  otpAppStart: () => [...securityKeys.all, 'otp-app-start'] as const,
  otpAppConfirm: () => [...securityKeys.all, 'otp-app-confirm'] as const,
  otpSwitch: () => [...securityKeys.all, 'otp-switch'] as const,
  ipWhitelist: () => [...securityKeys.all, 'ip-whitelist'] as const,
  authByIp: () => [...securityKeys.all, 'auth-by-ip'] as const,
  ipWhitelistApiTokens: () => [...securityKeys.all, 'ip-whitelist-api-tokens'] as const,
  sessionLimits: () => [...securityKeys.all, 'session-limits'] as const,
};
