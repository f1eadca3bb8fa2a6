// webpack loader for the lean login app's messages (shell/webpack.config.cjs, leanLoginConfig): a
// package's messages file (`src/messages/<locale>.json`) cut down to the ids under the given
// prefixes, as plain strings. The login page's texts have no ICU arguments, so the page needs no
// message formatter: a message that has one fails the build, naming the file and the id.
module.exports = function loginMessages(source) {
  const { prefixes } = this.getOptions();
  const messages = JSON.parse(source);
  const kept = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`))) continue;
    if (typeof message !== 'string' || /[{}]/.test(message)) throw new Error(`${this.resourcePath}: message "${id}" is not plain text: the login app shows messages as they are`);
    kept[id] = message;
  }
  return JSON.stringify(kept);
};
