// webpack loader for a package's messages (`src/messages/<locale>.json`): each ICU message is parsed
// at build time into the AST react-intl formats from, so the page ships neither the message parser
// (build/webpack.common.cjs aliases it to formatjs's `no-parser` build) nor the work of parsing each
// message on first use. A message that does not parse fails the build, naming the file and the id.
const { pathToFileURL } = require('node:url');

/** The parser is an ES module: required where Node can (20.19+), imported otherwise. */
function loadParser(parserPath) {
  try {
    return Promise.resolve(require(parserPath));
  } catch (error) {
    if (error.code !== 'ERR_REQUIRE_ESM') return Promise.reject(error);
    return import(pathToFileURL(parserPath).href);
  }
}

module.exports = function compileMessages(source) {
  const callback = this.async();
  const { parserPath } = this.getOptions();
  loadParser(parserPath).then(
    ({ parse }) => {
      const messages = JSON.parse(source);
      const compiled = {};
      for (const [id, message] of Object.entries(messages)) {
        try {
          // the options intl-messageformat parses with at run time, skeletons parsed ahead too
          compiled[id] = parse(message, { shouldParseSkeletons: true });
        } catch (error) {
          callback(new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`));
          return;
        }
      }
      callback(null, JSON.stringify(compiled));
    },
    (error) => callback(error),
  );
};
