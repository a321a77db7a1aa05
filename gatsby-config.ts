import path from "path"
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { gatsbyHeaderRules } from "./config/headers"
import { siteUrl } from "./config/site-url"
import { yamlTypeName } from "./gatsby/yaml-type-name"
import { unsourcedFiles } from "./gatsby/content-collections"
import { IMAGE_BREAKPOINTS, IMAGE_QUALITY } from "./config/images"

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
  headers: gatsbyHeaderRules,
  plugins: [
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html"],
        // Pages whose front matter says noindex (the confirmation email's link targets) stay out too. slug and
        // noindex come normalised from GraphQL (gatsby/schema.ts), so "/careers/" is the route "/careers".
        query: `{
          site { siteMetadata { siteUrl } }
          allSitePage { nodes { path } }
          allMarkdownRemark { nodes { frontmatter { slug noindex } } }
        }`,
        resolvePages: (data: {
          allSitePage: { nodes: Array<{ path: string }> }
          allMarkdownRemark: { nodes: Array<{ frontmatter: { slug: string; noindex: boolean } }> }
        }) => {
          const hidden = new Set(
            data.allMarkdownRemark.nodes
              .filter((node) => node.frontmatter.noindex)
              .map((node) => node.frontmatter.slug),
          )
          return data.allSitePage.nodes.filter((page) => !hidden.has(page.path))
        },
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
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
      // One type per file: content/home.yaml -> HomeYaml (the default names types after the folder).
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
  ],
}

export default config
