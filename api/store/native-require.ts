// Gatsby's function bundler (webpack) cannot bundle native addons such as better-sqlite3, so they are loaded
// with Node's own require at run time. Webpack folds `typeof __webpack_require__` to "function" and drops the
// other branch (checked against a real functions build: no bare `require` left for it to turn into an empty
// context module, no "Critical dependency" warning); inside the bundle `__non_webpack_require__` is Node's require.
// Under tsx and Jest there is no webpack and the plain CommonJS require is used.
declare const __webpack_require__: unknown
declare const __non_webpack_require__: NodeJS.Require

export const nativeRequire: NodeJS.Require =
  typeof __webpack_require__ === "function" ? __non_webpack_require__ : require
