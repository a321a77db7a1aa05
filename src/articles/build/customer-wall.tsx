// The home page's customers (content/home.yaml `customers`) as HTML and CSS, made at build time when the home page's
// query runs (the field `HomeCustomers.rendered`): the logo wall and the chosen quote
// (src/articles/customers/components/customer-logos.tsx) rendered with React's static renderer and their styles
// collected by an Emotion cache of their own ("wall", apart from the page's "css" classes). The page shows the HTML
// and puts the CSS in its <head>; none of the section's code is in the home page's JavaScript, which has a budget
// (tests/e2e/budget.test.ts). The stories come by id (the plan chose them, home.ts); a logo is its file on the site
// (File.publicURL, which copies it into public/static) with its viewBox's proportions.
import fs from "fs"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { Node } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType } from "gatsby/graphql"
import { CustomerLogos, type WallStory } from "../customers/components/customer-logos"
import { checkSvg } from "./svg"

type Context = {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => Node | null
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null>
  }
}
type Info = { schema: { getType: (name: string) => unknown } }
type Story = Node & {
  path: string
  company: string
  logo: string
  example: boolean
  quotes: Array<{ text: string; name: string; role: string }>
}
type Section = { heading: string; text?: string | null; link: { label: string; to: string } }

export const WALL_CSS_KEY = "wall"

/** The file a story's field names beside its Markdown ("./logo.svg"), as a File node. */
async function fileBeside(
  story: Node,
  relative: string,
  context: Context,
): Promise<(Node & { absolutePath: string }) | null> {
  const markdown = story.parent ? context.nodeModel.getNodeById({ id: story.parent }) : null
  const file = markdown?.parent
    ? (context.nodeModel.getNodeById({ id: markdown.parent }) as (Node & { dir: string }) | null)
    : null
  if (!file) return null
  return (await context.nodeModel.findOne({
    type: "File",
    query: { filter: { absolutePath: { eq: path.resolve(file.dir, relative) } } },
  })) as (Node & { absolutePath: string }) | null
}

async function wallStory(story: Story, context: Context, info: Info): Promise<WallStory | null> {
  const file = await fileBeside(story, story.logo, context)
  const publicUrl = (info.schema.getType("File") as GraphQLObjectType | undefined)?.getFields().publicURL?.resolve as
    GraphQLFieldResolver<unknown, unknown> | undefined
  if (!file || !publicUrl) return null
  const url = (await publicUrl(file, {}, context, info as never)) as string
  const svg = checkSvg(fs.readFileSync(file.absolutePath, "utf8"))
  const box = svg.ok ? svg.box : { width: 1, height: 1 }
  return { id: story.id, path: story.path, company: story.company, logo: { url, ...box }, example: story.example }
}

/** The section's HTML (empty when no story is shown) and the CSS its classes need. */
export async function renderCustomerWall(
  section: Section,
  ids: { stories: ReadonlyArray<string>; quote: string },
  context: Context,
  info: Info,
): Promise<{ html: string; css: string }> {
  const story = (id: string) =>
    id ? (context.nodeModel.getNodeById({ id, type: "CustomerStory" }) as Story | null) : null
  const stories = (
    await Promise.all(
      ids.stories.map(async (id) => {
        const node = story(id)
        return node ? wallStory(node, context, info) : null
      }),
    )
  ).filter((entry): entry is WallStory => entry !== null)
  if (!stories.length) return { html: "", css: "" }
  const quoted = story(ids.quote)
  const quotedWall = quoted ? await wallStory(quoted, context, info) : null
  const firstQuote = quoted?.quotes[0]
  const cache = createCache({ key: WALL_CSS_KEY })
  // Made before rendering: it turns the cache's inline <style> elements off (Emotion's "advanced" server rendering).
  const emotionServer = createEmotionServer(cache)
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <CustomerLogos
        heading={section.heading}
        text={section.text}
        link={section.link}
        stories={stories}
        quote={quotedWall && firstQuote ? { story: quotedWall, quote: firstQuote } : null}
      />
    </CacheProvider>,
  )
  const { html: body, css } = emotionServer.extractCritical(html)
  if (body.includes("<style"))
    throw new Error("src/articles/build/customer-wall.tsx: a <style> element in the section's HTML")
  return { html: body, css }
}
