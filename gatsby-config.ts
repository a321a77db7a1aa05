import path from "path"
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { gatsbyHeaderRules } from "./config/headers"
import { appOrigin, changelogHeaderRules } from "./config/changelog-api"
import { siteUrl } from "./config/site-url"
import { yamlTypeName } from "./schema/yaml-type-name"
import { unsourcedFiles } from "./schema/collections"
import { IMAGE_BREAKPOINTS, IMAGE_FORMATS, IMAGE_QUALITY } from "./config/images"
import { sitemapOptions } from "./gatsby/sitemap"
import { FULL_LOAD_PATTERN } from "./config/client-navigation"
import { articleYamlTypeName } from "./src/articles/build/sources"
import { COMPARISON_TYPE, COMPARISONS_DIR } from "./src/sections/build/plan"
import { languagesOf } from "./schema/languages"

// CONTENT_DIR lets the build tests point a build at a fixture folder; writers never set it.
const contentDir = path.resolve(__dirname, process.env.CONTENT_DIR ?? "content")
// A language's translations of the YAML files (content/hi/site.yaml, content/comparisons/hi/spreadsheets.yaml) are
// read by the build (gatsby/pages.ts, gatsby/page-languages.ts), not sourced: as nodes they would be a second SiteYaml.
const translatedDataFolders = languagesOf(contentDir)
  .slice(1)
  .flatMap(({ code }) => [`${contentDir}/${code}/**`, `${contentDir}/${COMPARISONS_DIR}/${code}/**`])

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl(contentDir) },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // Set explicitly: without an adapter every build fetches the adapter manifest from the internet.
  adapter: adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // The site's headers, and CORS on /changelog.json for the app named in content/site.yaml.
  headers: [...gatsbyHeaderRules, ...changelogHeaderRules(appOrigin(contentDir))],
  plugins: [
    "gatsby-plugin-emotion",
    // Links in static HTML (src/static-parts/) go through the site's router, as a <Link> would; except those that
    // need a full page load (config/client-navigation.ts).
    // (A RegExp: the plugin passes its `source` to the browser, and drops a string.)
    { resolve: "gatsby-plugin-catch-links", options: { excludePattern: new RegExp(FULL_LOAD_PATTERN) } },
    // Which pages are listed and each one's lastmod (gatsby/sitemap.ts).
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: [...IMAGE_FORMATS],
          quality: IMAGE_QUALITY,
          breakpoints: IMAGE_BREAKPOINTS,
          placeholder: "dominantColor",
        },
        defaultQuality: IMAGE_QUALITY,
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // emails.yaml is not a page collection: the build hands it to the Functions (gatsby/email-content.ts).
      options: {
        name: "content",
        path: contentDir,
        ignore: ["**/README.md", ...unsourcedFiles.map((file) => `**/${file}`), ...translatedDataFolders],
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- more -->" },
    },
    {
      resolve: "gatsby-transformer-yaml",
      // One type per file: content/home.yaml -> HomeYaml (the default names types after the folder); an author's,
      // tag's or series' file is one of many of its kind: content/authors/x.yaml -> ArticleAuthorYaml, and so is a
      // comparison's (content/comparisons/x.yaml -> ComparisonYaml).
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory?: string } }) =>
          node.relativeDirectory === COMPARISONS_DIR
            ? COMPARISON_TYPE
            : (articleYamlTypeName(node) ?? yamlTypeName(node.name)),
      },
    },
  ],
}

export default config
