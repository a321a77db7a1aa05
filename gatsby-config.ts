import path from "path"
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { gatsbyHeaderRules } from "./config/headers"
import { appOrigin, changelogHeaderRules } from "./config/changelog-api"
import { siteUrl } from "./config/site-url"
import { yamlTypeName } from "./gatsby/yaml-type-name"
import { unsourcedFiles } from "./gatsby/content-collections"
import { IMAGE_BREAKPOINTS, IMAGE_FORMATS, IMAGE_QUALITY } from "./config/images"
import { sitemapOptions } from "./gatsby/sitemap"
import { articleYamlTypeName } from "./src/articles/build/sources"

// CONTENT_DIR lets the build tests point a build at a fixture folder; writers never set it.
const contentDir = path.resolve(__dirname, process.env.CONTENT_DIR ?? "content")

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl(contentDir) },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // Set explicitly: without an adapter every build fetches the adapter manifest from the internet.
  adapter: adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // The site's headers, and CORS on /changelog.json for the app named in content/site.yaml.
  headers: [...gatsbyHeaderRules, ...changelogHeaderRules(appOrigin(contentDir))],
  plugins: [
    "gatsby-plugin-emotion",
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
        ignore: ["**/README.md", ...unsourcedFiles.map((file) => `**/${file}`)],
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- more -->" },
    },
    {
      resolve: "gatsby-transformer-yaml",
      // One type per file: content/home.yaml -> HomeYaml (the default names types after the folder); an author's,
      // tag's or series' file is one of many of its kind: content/authors/x.yaml -> ArticleAuthorYaml.
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory?: string } }) =>
          articleYamlTypeName(node) ?? yamlTypeName(node.name),
      },
    },
  ],
}

export default config
