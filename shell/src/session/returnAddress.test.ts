import {
  forgetReturnAddress,
  isReturnAddress,
  peekReturnAddress,
  rememberReturnAddress,
} from './returnAddress';

afterEach(() => sessionStorage.clear());

it('returns only to an in-app address other than the sign-in pages and the dashboard', () => {
  expect(isReturnAddress('/support/tickets/3?tab=reply')).toBe(true);
  expect(isReturnAddress('/cdn/example.com/1/dns')).toBe(true);
  for (const address of [
    '/',
    '/login',
    '/login?locale=en',
    '/force-set-token?token=abcdef',
    '//evil.example',
    'https://evil.example/x',
    '',
  ])
    expect(isReturnAddress(address)).toBe(false);
});

it('keeps the address for this tab until it is used or forgotten', () => {
  rememberReturnAddress('/cloud/servers/7');
  expect(peekReturnAddress()).toBe('/cloud/servers/7');
  rememberReturnAddress('/login');
  expect(peekReturnAddress()).toBeNull();
  rememberReturnAddress('/cloud/servers/7');
  forgetReturnAddress();
  expect(peekReturnAddress()).toBeNull();
  sessionStorage.setItem('portal.returnTo', '//evil.example');
  expect(peekReturnAddress()).toBeNull();
});
