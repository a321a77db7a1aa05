// The article routes the browser tests visit, read from content/ the way a reader would see them (this file's own
// reading of the agreed format, not the build's code): the blog's list and its newest published article that is
// not first published elsewhere; the customer stories' list, the newest story and its industry's page; the
// changelog, its newest entry and that entry's type's page. Published means not a draft and dated no later than now.
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

export const isPublishedPost = (post: { draft: boolean; date: Date }, now = new Date()) =>
  !post.draft && post.date.getTime() <= now.getTime()

const frontOf = (file: string) =>
  yaml.load(/^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "") as Record<string, unknown>

export type ContentStory = {
  slug: string
  title: string
  company: string
  date: Date
  updated: Date | null
  draft: boolean
  example: boolean
  industry: string
  size: string
  metrics: Array<{ value: number; unit: string; label: string }>
  quotes: Array<{ text: string; name: string; role: string }>
}

/** Every customer story in content/customers, as its front matter says. */
export function contentStories(contentDir = CONTENT): ContentStory[] {
  const dir = path.join(contentDir, "customers")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((slug) => fs.existsSync(path.join(dir, slug, "index.md")))
    .map((slug) => {
      const front = frontOf(path.join(dir, slug, "index.md"))
      return {
        slug,
        title: String(front.title),
        company: String(front.company),
        date: dateOf(front.date),
        updated: front.updated ? dateOf(front.updated) : null,
        draft: front.draft === true,
        example: front.example === true,
        industry: String(front.industry),
        size: String(front.size),
        metrics: (front.metrics as ContentStory["metrics"] | undefined) ?? [],
        quotes: (front.quotes as ContentStory["quotes"] | undefined) ?? [],
      }
    })
}

export type ContentEntry = {
  slug: string
  title: string
  date: Date
  updated: Date | null
  draft: boolean
  type: string
  plans: string[]
}

/** Every changelog entry in content/changelog, as its front matter says. */
export function contentEntries(contentDir = CONTENT): ContentEntry[] {
  const dir = path.join(contentDir, "changelog")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const front = frontOf(path.join(dir, file))
      return {
        slug: file.replace(/\.md$/, ""),
        title: String(front.title),
        date: dateOf(front.date),
        updated: front.updated ? dateOf(front.updated) : null,
        draft: front.draft === true,
        type: String(front.type),
        plans: (front.plans as string[] | undefined) ?? [],
      }
    })
}

const newestOf = <T extends { date: Date; draft: boolean }>(items: T[]) =>
  items.filter((item) => isPublishedPost(item)).sort((a, b) => b.date.getTime() - a.date.getTime())[0]

/**
 * "/blog" and the newest published post's page; "/customers", the newest story and its industry's page;
 * "/changelog", the newest entry and its type's page (each when there is one).
 */
export function articleRoutes(): string[] {
  const newest = contentPosts()
    .filter((post) => isPublishedPost(post) && !post.canonical)
    .sort((a, b) => b.date.getTime() - a.date.getTime())[0]
  const story = newestOf(contentStories())
  const entry = newestOf(contentEntries())
  return [
    ...(newest ? ["/blog", `/blog/${newest.slug}`] : []),
    ...(story ? ["/customers", `/customers/${story.slug}`, `/customers/industry/${story.industry}`] : []),
    ...(entry ? ["/changelog", `/changelog/${entry.slug}`, `/changelog/${entry.type}`] : []),
  ]
}

/**
 * Which of articleRoutes() are meant to stay out of search engines (noindex, and out of the sitemap): a story marked
 * `example` (an invented customer), and a story facet's page with fewer than 3 published stories (a thin page).
 */
export function noindexArticleRoutes(): string[] {
  const stories = contentStories().filter((story) => isPublishedPost(story))
  const story = newestOf(contentStories())
  if (!story) return []
  const sameIndustry = stories.filter((other) => other.industry === story.industry).length
  return [
    ...(story.example ? [`/customers/${story.slug}`] : []),
    ...(sameIndustry < 3 ? [`/customers/industry/${story.industry}`] : []),
  ]
}
