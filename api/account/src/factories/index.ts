// The account area's demo data (`@portal/api-account/factories`): the sandbox seeds its tokens,
// sessions and login history from them, mfe-account's fixtures answer with them and the tests
// compare answers to them. Plain data and types only (the sandbox imports it in Node). The demo
// accounts themselves (DEMO_ACCOUNT, makeProfile) are the core's: the shell and every area sign in.
export {
  DEMO_API_TOKENS,
  DEMO_LOGIN_ATTEMPTS,
  DEMO_OTHER_SESSIONS,
  DEMO_PERMISSION_TITLES,
  demoApiTokens,
  demoLoginHistory,
  demoSecuritySettings,
  demoSessions,
  type DemoApiToken,
} from './account';
