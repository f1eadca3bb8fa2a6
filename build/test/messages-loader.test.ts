import path from 'node:path';
const webpackConfig = require('../../shell/webpack.config.cjs');
const compileMessages = require('../messages-loader.cjs');

/** Runs the loader as webpack would, on a messages file's text. */
function runLoader(source: string, parserPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    compileMessages.call(
      {
        resourcePath: '/pkg/src/messages/en.json',
        getOptions: () => ({ parserPath }),
        async: () => (error: Error | null, result?: string) =>
          error ? reject(error) : resolve(result as string),
      },
      source,
    );
  });
}

describe('messages compiled at build time', () => {
  const config = webpackConfig({}, { mode: 'production' });
  const rule = config.module.rules.find((r: { test?: RegExp }) =>
    r.test?.test('/x/shell/src/messages/fa.json'),
  );
  const parserPath: string = rule.use.options.parserPath;

  it('applies to each package messages file and leaves other JSON alone', () => {
    expect(rule.type).toBe('json');
    expect(rule.test.test(path.join('mfe-billing', 'src', 'messages', 'en.json'))).toBe(true);
    expect(rule.test.test(path.join('shell', 'public', 'config.json'))).toBe(false);
  });

  it('turns each ICU message into the AST react-intl formats from', async () => {
    const out = JSON.parse(
      await runLoader(
        JSON.stringify({ hello: 'Hello {name}', n: '{count, plural, one {# file} other {# files}}' }),
        parserPath,
      ),
    );
    expect(out.hello).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
    expect(out.n[0]).toMatchObject({
      type: 6,
      value: 'count',
      options: { one: expect.any(Object), other: expect.any(Object) },
    });
  });

  it('fails the build on a message that does not parse, naming it', async () => {
    await expect(runLoader(JSON.stringify({ broken: 'Hello {name' }), parserPath)).rejects.toThrow(
      /en\.json: message "broken" does not parse/,
    );
  });

  it("gives the page formatjs's build without the parser", () => {
    expect(config.resolve.alias['@formatjs/icu-messageformat-parser$']).toMatch(
      /icu-messageformat-parser[\\/]no-parser\.js$/,
    );
  });
});
