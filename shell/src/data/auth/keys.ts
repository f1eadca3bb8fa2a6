/** Mutation keys of signing in (one factory, never inline keys). */
export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  loginOtp: () => [...authKeys.all, 'login-otp'] as const,
  register: () => [...authKeys.all, 'register'] as const,
};
