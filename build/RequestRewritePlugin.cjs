// Rewrites module requests before webpack resolves them, and so before Module Federation takes the
// requests of shared modules (it does in `factorize`, ahead of resolution). `rewrite(data)` gets
// webpack's resolve data (request, context, contextInfo.issuer) and returns the new request, or
// nothing to leave the request alone.
class RequestRewritePlugin {
  constructor(name, rewrite) {
    this.name = name;
    this.rewrite = rewrite;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(this.name, (factory) => {
      factory.hooks.beforeResolve.tap(this.name, (data) => {
        const request = this.rewrite(data);
        if (request) data.request = request;
      });
    });
  }
}

module.exports = { RequestRewritePlugin };
