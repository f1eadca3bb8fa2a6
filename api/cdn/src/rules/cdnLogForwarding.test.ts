import { logForwarderProblems, splitParameters } from './cdnLogForwarding';
import { customPageProblem } from './cdnCustomPages';

describe('log forwarders', () => {
  const f = {
    service: 'syslog',
    receiver: 'logs.example-shop.ir:514',
    parameters: ['time', 'uri'],
    delimiter: ',',
  };
  it('accepts a complete forwarder', () => {
    expect(logForwarderProblems(f)).toEqual({});
  });
  it('refuses an empty list, a # in a value, a missing service or receiver and another delimiter', () => {
    expect(logForwarderProblems({ service: '', receiver: ' ', parameters: [' '], delimiter: '|' })).toEqual({
      service: 'serviceRequired',
      receiver: 'receiverRequired',
      parameters: 'parametersEmpty',
      delimiter: 'delimiterInvalid',
    });
    expect(logForwarderProblems({ ...f, parameters: ['time', 'uri#x'] })).toEqual({
      parameters: 'parameterHash',
    });
    for (const d of [',', '-', ';', '_']) expect(logForwarderProblems({ ...f, delimiter: d })).toEqual({});
  });
  it('splits a typed list', () => {
    expect(splitParameters('time\n uri, status\n\n')).toEqual(['time', 'uri', 'status']);
  });
});

describe('custom pages', () => {
  it('needs HTML, and mc_captcha_box on a captcha page', () => {
    expect(customPageProblem('error', '<h1>Oops</h1>')).toBeNull();
    expect(customPageProblem('error', '  ')).toBe('htmlRequired');
    expect(customPageProblem('captcha', '<div id="captcha"></div>')).toBe('captchaBoxMissing');
    expect(customPageProblem('captcha', '<div id="mc_captcha_box"></div>')).toBeNull();
    expect(customPageProblem('login', '<p>x</p>')).toBe('sectionInvalid');
    expect(customPageProblem('block', 'x'.repeat(100_001))).toBe('htmlTooLong');
  });
});
