// webpack loader for the lean login app's messages (shell/webpack.config.cjs, leanLoginConfig): a
// package's messages file (`src/messages/<locale>.json`) cut down to the ids under the given
// prefixes. The page has no message formatter: a text is shown as it is, except one form, a count
// through a single ICU plural (text, `{arg, plural, one {…} other {…}}`, text, with `#` or `{arg}`
// in the forms), which shell/src/lean-login/messages.ts formats with the browser's plural rules.
// A message with any other argument fails the build, naming the file and the id.
const PLURAL =
  /^([^{}]*)\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}([^{}]*)$/;
const ARGUMENT = /\{(\w+)\}/g;

/** Whether a message is plain text or the one plural form the page formats (its forms name only its count). */
function isLoginText(message) {
  if (!/[{}]/.test(message)) return true;
  const match = PLURAL.exec(message);
  return match !== null && [...match[3].matchAll(ARGUMENT)].every((m) => m[1] === match[2]);
}

module.exports = function loginMessages(source) {
  const { prefixes } = this.getOptions();
  const messages = JSON.parse(source);
  const kept = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`))) continue;
    if (typeof message !== 'string' || !isLoginText(message))
      throw new Error(
        `${this.resourcePath}: message "${id}" is not plain text or one plural: the login app shows messages as they are`,
      );
    kept[id] = message;
  }
  return JSON.stringify(kept);
};
module.exports.isLoginText = isLoginText;
