// Index of the Node APIs this site uses; each lives in its own module under gatsby/.
export { createSchemaCustomization } from "./gatsby/schema"
export { createPages } from "./gatsby/pages"
export { onPostBootstrap } from "./gatsby/redirects"
export { onCreateDevServer } from "./gatsby/dev-server"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"
export { onPreBuild } from "./gatsby/restore-html-paths"
export { onPreInit } from "./gatsby/email-content"
