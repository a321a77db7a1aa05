// What gatsby/post-build.ts calls once the pages are built: the articles' feeds, /changelog.json and social cards, from the same
// checks and plan as the pages (the build's clock is read once, config/build.ts).
import path from "path"
import type { Node, Reporter } from "gatsby"
import { articlesOfBuild } from "./create-pages"
import { writeArticleFeeds } from "./feeds"
import { writeArticleCards } from "./cards"
import { writeChangelogJson } from "./changelog-json"
import { parentFile } from "./sources"

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined | null }
type Site = { siteUrl: string; productName: string; language: string; timeZone: string }

export async function articlesAfterBuild(
  api: NodeApi,
  pages: ReadonlyArray<{ slug: string; file: string }>,
  dirs: { publicDir: string; root: string },
  site: Site,
  reporter: Reporter,
): Promise<void> {
  const { plan, set, now, preview } = articlesOfBuild(api, pages)
  if (!plan) return

  const feeds = reporter.activityTimer("article feeds")
  feeds.start()
  const written = writeArticleFeeds(dirs.publicDir, dirs.root, plan, set, site)
  feeds.setStatus(
    `${written.written} written, ${written.unchanged} unchanged; ${written.articles} articles published at ${now.toISOString()}${preview ? " (preview build: drafts and scheduled articles are in no feed)" : ""}`,
  )
  feeds.end()

  const json = writeChangelogJson(dirs.publicDir, plan, site)
  reporter.info(
    `/changelog.json: ${json.entries} entries${json.written ? "" : " (unchanged)"}, for the app's "What's new" panel`,
  )

  const cards = reporter.activityTimer("article social cards")
  cards.start()
  const photoFile = (authorId: string) => {
    const entry = set.data.authors.get(authorId)
    const node =
      entry &&
      api.getNodesByType("ArticleAuthorYaml").find((candidate) => parentFile(candidate, api)?.name === authorId)
    const file = node && parentFile(node, api)
    const photo = node && (node as Node & { photo?: string }).photo
    return file && photo ? path.resolve(file.dir, photo) : null
  }
  const drawn = await writeArticleCards(dirs.publicDir, dirs.root, plan, set, site, photoFile)
  cards.setStatus(`${drawn.drawn} drawn, ${drawn.unchanged} unchanged, ${drawn.removed} removed`)
  cards.end()
}
