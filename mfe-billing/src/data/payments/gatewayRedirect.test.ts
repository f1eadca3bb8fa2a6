import { checkGatewayRedirect, parseGatewayOrigins } from './gatewayRedirect';

describe('parseGatewayOrigins', () => {
  it('reads a space- or comma-separated string or a list, keeping origins only', () => {
    expect(
      parseGatewayOrigins(
        'https://pay.bank-a.example https://ipg.bank-b.example:8443/,http://localhost:8080',
      ),
    ).toEqual(['https://pay.bank-a.example', 'https://ipg.bank-b.example:8443', 'http://localhost:8080']);
    expect(
      parseGatewayOrigins(['https://pay.bank-a.example', 7, 'javascript:alert(1)', 'https://x.example/path']),
    ).toEqual(['https://pay.bank-a.example']);
    expect(parseGatewayOrigins(undefined)).toEqual([]);
    expect(parseGatewayOrigins('')).toEqual([]);
  });
});

describe('checkGatewayRedirect', () => {
  const allowed = ['https://pay.bank-a.example', 'http://localhost:8080'];

  it('accepts an https address on a listed gateway', () => {
    expect(checkGatewayRedirect('https://pay.bank-a.example/start?token=1', allowed)).toEqual({
      ok: true,
      url: 'https://pay.bank-a.example/start?token=1',
    });
  });

  it("accepts plain http only for a listed loopback origin (the sandbox's stand-in gateway)", () => {
    expect(checkGatewayRedirect('http://localhost:8080/gateway/pay/1?lang=fa', allowed)).toMatchObject({
      ok: true,
    });
    expect(checkGatewayRedirect('http://pay.bank-a.example/start', allowed)).toEqual({
      ok: false,
      reason: 'notHttps',
      host: 'pay.bank-a.example',
    });
  });

  it('refuses another site, a look-alike, another port, another scheme and a broken or relative address', () => {
    expect(checkGatewayRedirect('https://evil.example/pay', allowed)).toEqual({
      ok: false,
      reason: 'notListed',
      host: 'evil.example',
    });
    expect(checkGatewayRedirect('https://pay.bank-a.example.evil.example/', allowed)).toMatchObject({
      ok: false,
      reason: 'notListed',
    });
    expect(checkGatewayRedirect('https://pay.bank-a.example:444/', allowed)).toMatchObject({
      ok: false,
      reason: 'notListed',
    });
    expect(checkGatewayRedirect('https://user@evil.example/', ['https://evil.example'])).toMatchObject({
      ok: true,
    });
    expect(checkGatewayRedirect('javascript:alert(1)', allowed)).toMatchObject({
      ok: false,
      reason: 'notHttps',
    });
    expect(checkGatewayRedirect('data:text/html,hi', allowed)).toMatchObject({
      ok: false,
      reason: 'notHttps',
    });
    expect(checkGatewayRedirect('/gateway/pay/1', allowed)).toEqual({
      ok: false,
      reason: 'invalid',
      host: '',
    });
    expect(checkGatewayRedirect('https://pay.bank-a.example/', [])).toMatchObject({
      ok: false,
      reason: 'notListed',
    });
  });
});
