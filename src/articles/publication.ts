// Whether an article is on the site at a given time: the one rule every output asks (pages, lists, feeds, the
// sitemap, related posts, structured data, social cards), and the scheduled go-live asks too ("has a post become
// due since the last deploy?"). Pure: the build passes its clock (config/build.ts buildClock).

export type Publishable = { draft: boolean; date: Date | string }

/** "published": on the site. "draft" and "scheduled" (dated after `now`) are only in a preview build. */
export type PublicationState = "published" | "scheduled" | "draft"

const time = (date: Date | string) => (date instanceof Date ? date : new Date(date)).getTime()

export function publicationState(article: Publishable, now: Date): PublicationState {
  if (article.draft) return "draft"
  return time(article.date) > now.getTime() ? "scheduled" : "published"
}

/** Whether the article is published at `now`: not a draft, and dated at or before it. */
export function isPublished(article: Publishable, now: Date): boolean {
  return publicationState(article, now) === "published"
}

/**
 * Whether a build made at `now` shows the article: a production build only what is published, a preview build
 * (a pull request's deploy, config/build.ts previewBuild) drafts and scheduled posts too, under a banner.
 */
export function inBuild(article: Publishable, { now, preview }: { now: Date; preview: boolean }): boolean {
  return preview || isPublished(article, now)
}

/** The articles that became published in (since, now]: what a scheduled redeploy is for. */
export function becameDue<T extends Publishable>(articles: ReadonlyArray<T>, since: Date, now: Date): T[] {
  return articles.filter(
    (article) => !article.draft && time(article.date) > since.getTime() && time(article.date) <= now.getTime(),
  )
}
