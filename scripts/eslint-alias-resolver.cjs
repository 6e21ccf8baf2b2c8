// eslint-plugin-import resolver for the storefront's `@/…` alias (apps/web/tsconfig.json paths),
// so no-restricted-paths and no-cycle follow imports written with it; the node resolver does the rest.
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const webSrc = path.join(__dirname, '..', 'apps', 'web', 'src');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) =>
  source.startsWith('@/') ? node.resolve(path.join(webSrc, source.slice(2)), file, config) : { found: false };
