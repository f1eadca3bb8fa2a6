// The scripts a page runs before its first paint (the shell's public/color-mode.js and
// public/first-paint.js): plain files the page's <head> asks for by name, not bundles (they run at
// once, before any bundle has arrived, and the CSP allows no inline script). Each is emitted as
// `<name>.<content hash>.js` and the page's HTML asks for that name: the servers send a hashed name
// as immutable (portal-server's app.ts, deploy/nginx.conf.template), so a repeat visit runs them from
// the cache instead of revalidating them, one round trip each, while the first paint waits. A changed
// script gets a new name, which the page (never cached without revalidation) asks for. Like every
// script of the build, they are minified by it (the hash is of the source).
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'BeforePaintScriptsPlugin';
const HASH_LENGTH = 8;

class BeforePaintScriptsPlugin {
  /**
   * `HtmlWebpackPlugin`: the html-webpack-plugin the build's page is made with (its hooks are per
   * copy of the package). `files`: the scripts' paths; the page refers to each as `src="/<basename>"`.
   */
  constructor({ HtmlWebpackPlugin, files }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const renamed = new Map();
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) {
          compilation.fileDependencies.add(file);
          const content = fs.readFileSync(file);
          const hash = util.createHash(compilation.outputOptions.hashFunction).update(content).digest('hex').slice(0, HASH_LENGTH);
          const base = path.basename(file, '.js');
          const hashed = `${base}.${hash}.js`;
          compilation.emitAsset(hashed, new sources.RawSource(content), { immutable: true, contenthash: hash, sourceFilename: path.relative(compiler.context, file) });
          renamed.set(`/${base}.js`, `/${hashed}`);
        }
      });
      // before the page is minified: the template's own spelling of each reference
      this.HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        let html = data.html;
        for (const [plain, hashed] of renamed) {
          const reference = `src="${plain}"`;
          if (!html.includes(reference)) throw new Error(`${NAME}: ${data.outputName} does not ask for ${plain} (as ${reference})`);
          html = html.split(reference).join(`src="${hashed}"`);
        }
        return { ...data, html };
      });
    });
  }
}

/** The shell's scripts before the first paint, in the order its index.html runs them. */
const SHELL_BEFORE_PAINT = ['color-mode.js', 'first-paint.js'];

/** The plugin for a page made from the shell's index.html (the shell's build, the monolith's). */
function shellBeforePaintScripts(shellDir) {
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [shellDir] }));
  return new BeforePaintScriptsPlugin({ HtmlWebpackPlugin, files: SHELL_BEFORE_PAINT.map((file) => path.join(shellDir, 'public', file)) });
}

module.exports = { BeforePaintScriptsPlugin, shellBeforePaintScripts, SHELL_BEFORE_PAINT };
