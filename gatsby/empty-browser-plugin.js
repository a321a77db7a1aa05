// A Gatsby browser plugin with no browser APIs: what gatsby/trim-browser-bundle.ts puts in place of a plugin that
// does nothing in a production build.
module.exports = {}
