// The article routes the browser tests visit, read from content/ the way a reader would see them (this file's own
// reading of the agreed format, not the build's code): the blog's list and its newest published article that is
// not first published elsewhere. Published means not a draft and dated no later than now.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"

export type ContentPost = {
  slug: string
  title: string
  date: Date
  updated: Date | null
  draft: boolean
  canonical: string | null
  tags: string[]
  authors: string[]
}

const CONTENT = path.resolve(__dirname, "../content")

const dateOf = (value: unknown) =>
  value instanceof Date ? value : new Date(/T/.test(String(value)) ? String(value) : `${String(value)}T00:00:00Z`)

/** Every post in content/blog (or another content folder), as its front matter says. */
export function contentPosts(contentDir = CONTENT): ContentPost[] {
  const dir = path.join(contentDir, "blog")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((slug) => fs.existsSync(path.join(dir, slug, "index.md")))
    .map((slug) => {
      const text = fs.readFileSync(path.join(dir, slug, "index.md"), "utf8")
      const front = yaml.load(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") as Record<string, unknown>
      return {
        slug,
        title: String(front.title),
        date: dateOf(front.date),
        updated: front.updated ? dateOf(front.updated) : null,
        draft: front.draft === true,
        canonical: typeof front.canonical === "string" ? front.canonical : null,
        tags: (front.tags as string[] | undefined) ?? [],
        authors: (front.authors as string[] | undefined) ?? [],
      }
    })
}

export const isPublishedPost = (post: ContentPost, now = new Date()) =>
  !post.draft && post.date.getTime() <= now.getTime()

/** "/blog" and the newest published post's page (when there is one). */
export function articleRoutes(): string[] {
  const newest = contentPosts()
    .filter((post) => isPublishedPost(post) && !post.canonical)
    .sort((a, b) => b.date.getTime() - a.date.getTime())[0]
  return newest ? ["/blog", `/blog/${newest.slug}`] : []
}
