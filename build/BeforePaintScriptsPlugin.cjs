// The scripts a page runs before its first paint (the shell's public/color-mode.js and the script
// built from shell/src/firstPaint/entry.ts): files the page's <head> asks for by name, not bundles
// of the application (they run at once, before any bundle has arrived, and the CSP allows no inline
// script). Each is emitted as `<name>.<content hash>.js` and the page's HTML asks for that name: the
// servers send a hashed name as immutable (portal-server's app.ts, deploy/nginx.conf.template), so a
// repeat visit runs them from the cache instead of revalidating them, one round trip each, while the
// first paint waits. A changed script gets a new name, which the page (never cached without
// revalidation) asks for.
// - A plain `.js` file is copied as it is; like every script of the build, it is minified by it
//   (the hash is of the source).
// - A TypeScript entry is built by a webpack compiler of its own (created with the public
//   `compiler.webpack`, run while the page's build adds its assets) into one classic script: an
//   IIFE of the entry's modules concatenated, with no webpack module runtime, no Module Federation
//   and no chunk loading (none of the page's build's plugins apply to it). The hash is of the
//   built script.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'BeforePaintScriptsPlugin';
const HASH_LENGTH = 8;

/**
 * One classic script of `entry` (a TypeScript module and what it imports), as { code, files }:
 * the built text and the files it was built from (for the page's build to watch). `loader`: the
 * path of swc-loader as the package building the page installs it.
 */
function buildClassicScript(compiler, { name, entry, loader }) {
  const minimize = compiler.options.mode === 'production';
  const scriptCompiler = compiler.webpack({
    // production: module concatenation, which makes one scope of the modules (no module runtime)
    mode: 'production',
    context: path.dirname(entry),
    target: ['web', 'es2020'],
    entry: { [name]: entry },
    devtool: false,
    output: {
      path: compiler.outputPath,
      filename: '[name].js',
      iife: true,
      publicPath: '',
      hashFunction: compiler.options.output.hashFunction,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader, options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    optimization: { minimize, concatenateModules: true, splitChunks: false, runtimeChunk: false },
    cache: false,
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  // its output goes into the page's build as an asset, never to disk by itself
  scriptCompiler.hooks.shouldEmit.tap(NAME, () => false);
  return new Promise((resolve, reject) =>
    scriptCompiler.run((error, stats) => {
      scriptCompiler.close(() => undefined);
      if (error) return reject(error);
      const { errors, fileDependencies } = stats.compilation;
      if (errors.length)
        return reject(new Error(`${NAME}: ${path.relative(compiler.context, entry)}: ${errors[0].message}`));
      const chunks = [...stats.compilation.chunks];
      if (chunks.length !== 1 || [...chunks[0].files].length !== 1)
        return reject(new Error(`${NAME}: ${entry} must build into one script, got ${chunks.length} chunks`));
      const asset = stats.compilation.getAsset([...chunks[0].files][0]);
      // the sources, not the folders resolving them went through
      const files = [...fileDependencies].filter((file) =>
        fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
      );
      resolve({ code: asset.source.source().toString(), files, minimized: minimize });
    }),
  );
}

class BeforePaintScriptsPlugin {
  /**
   * `HtmlWebpackPlugin`: the html-webpack-plugin the build's page is made with (its hooks are per
   * copy of the package). `files`: the scripts, in the page's order, each a plain script's path (the
   * page refers to it as `src="/<basename>"`) or { name, entry, loader } for a TypeScript entry built
   * into a classic script (the page refers to it as `src="/<name>.js"`).
   */
  constructor({ HtmlWebpackPlugin, files }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const renamed = new Map();
      const emit = (base, content, info) => {
        const hash = util
          .createHash(compilation.outputOptions.hashFunction)
          .update(content)
          .digest('hex')
          .slice(0, HASH_LENGTH);
        const hashed = `${base}.${hash}.js`;
        compilation.emitAsset(hashed, new sources.RawSource(content), {
          immutable: true,
          contenthash: hash,
          ...info,
        });
        renamed.set(`/${base}.js`, `/${hashed}`);
      };
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const file of this.files) {
            if (typeof file === 'string') {
              compilation.fileDependencies.add(file);
              emit(path.basename(file, '.js'), fs.readFileSync(file), {
                sourceFilename: path.relative(compiler.context, file),
              });
              continue;
            }
            const built = await buildClassicScript(compiler, file);
            for (const dependency of built.files) compilation.fileDependencies.add(dependency);
            emit(file.name, built.code, {
              sourceFilename: path.relative(compiler.context, file.entry),
              minimized: built.minimized,
              javascriptModule: false,
            });
          }
        },
      );
      // before the page is minified: the template's own spelling of each reference
      this.HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        let html = data.html;
        for (const [plain, hashed] of renamed) {
          const reference = `src="${plain}"`;
          if (!html.includes(reference))
            throw new Error(`${NAME}: ${data.outputName} does not ask for ${plain} (as ${reference})`);
          html = html.split(reference).join(`src="${hashed}"`);
        }
        return { ...data, html };
      });
    });
  }
}

/** The shell's scripts before the first paint, in the order its index.html runs them: public/color-mode.js as it is, first-paint.js built from src/firstPaint/entry.ts. */
function shellBeforePaintFiles(shellDir) {
  return [
    path.join(shellDir, 'public', 'color-mode.js'),
    {
      name: 'first-paint',
      entry: path.join(shellDir, 'src', 'firstPaint', 'entry.ts'),
      loader: require.resolve('swc-loader', { paths: [shellDir] }),
    },
  ];
}

/** The plugin for a page made from the shell's index.html (the shell's build, the monolith's, the lean login's). */
function shellBeforePaintScripts(shellDir) {
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [shellDir] }));
  return new BeforePaintScriptsPlugin({ HtmlWebpackPlugin, files: shellBeforePaintFiles(shellDir) });
}

module.exports = {
  BeforePaintScriptsPlugin,
  shellBeforePaintScripts,
  shellBeforePaintFiles,
  buildClassicScript,
};
