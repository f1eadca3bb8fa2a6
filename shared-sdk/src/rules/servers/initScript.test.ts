import { parse } from 'yaml';
import { INIT_SCRIPT_MAX_BYTES, checkInitScript } from './initScript';

describe('checkInitScript', () => {
  it('accepts nothing, and a cloud-config mapping', () => {
    expect(checkInitScript('', parse)).toBeNull();
    expect(checkInitScript('   \n', parse)).toBeNull();
    expect(checkInitScript(null, parse)).toBeNull();
    expect(
      checkInitScript('#cloud-config\npackages:\n  - nginx\nruncmd:\n  - systemctl start nginx\n', parse),
    ).toBeNull();
  });

  it('names the line of YAML that does not parse', () => {
    expect(checkInitScript('packages:\n  - nginx\n bad: [unclosed\n', parse)).toEqual({
      kind: 'yaml',
      line: expect.any(Number),
    });
    expect(checkInitScript('a: 1\nb: "open\n', parse)).toMatchObject({ kind: 'yaml' });
  });

  it('gives no line when the parser does not tell one', () => {
    expect(
      checkInitScript('x', () => {
        throw new Error('nope');
      }),
    ).toEqual({ kind: 'yaml', line: null });
  });

  it('wants key: value lines at the top, not a list or a bare word', () => {
    expect(checkInitScript('- one\n- two\n', parse)).toEqual({ kind: 'notMapping' });
    expect(checkInitScript('just words', parse)).toEqual({ kind: 'notMapping' });
  });

  it('refuses a script over the size limit, counted in UTF-8 bytes', () => {
    expect(checkInitScript(`a: "${'x'.repeat(INIT_SCRIPT_MAX_BYTES)}"`, parse)).toEqual({
      kind: 'tooLong',
      max: INIT_SCRIPT_MAX_BYTES,
    });
    // 6000 Persian letters are 12000 bytes: within the limit
    expect(checkInitScript(`a: "${'س'.repeat(6000)}"`, parse)).toBeNull();
    expect(checkInitScript(`a: "${'س'.repeat(9000)}"`, parse)).toMatchObject({ kind: 'tooLong' });
  });
});
