// The "Related" posts under an article: the front matter's `related` first, in its order, then the best scored of
// the rest (shared tags, the same series, closeness in time), then the latest; never the article itself, and only
// among the posts given (the build passes the ones in the build: never a draft or a future post in production).

export type RelatedCandidate = { slug: string; tags: ReadonlyArray<string>; series?: string | null; date: Date }

const DAY = 86_400_000
/** Points: each shared tag, the same series, and up to one more for being close in time (a year away: none). */
export const SCORE = { tag: 3, series: 4, recency: 1 } as const

export function relatedScore(article: RelatedCandidate, other: RelatedCandidate): number {
  const shared = other.tags.filter((tag) => article.tags.includes(tag)).length
  const series = article.series && other.series === article.series ? SCORE.series : 0
  const apart = Math.abs(article.date.getTime() - other.date.getTime()) / DAY
  return shared * SCORE.tag + series + SCORE.recency * Math.max(0, 1 - apart / 365)
}

export function relatedArticles<T extends RelatedCandidate>(
  article: T & { related?: ReadonlyArray<string> },
  candidates: ReadonlyArray<T>,
  count = 3,
): T[] {
  const others = candidates.filter((candidate) => candidate.slug !== article.slug)
  const bySlug = new Map(others.map((candidate) => [candidate.slug, candidate]))
  const chosen: T[] = []
  const take = (candidate: T | undefined) => {
    if (candidate && chosen.length < count && !chosen.includes(candidate)) chosen.push(candidate)
  }
  for (const slug of article.related ?? []) take(bySlug.get(slug))
  const scored = others
    .map((candidate) => ({ candidate, score: relatedScore(article, candidate) }))
    .filter(({ score }) => score >= SCORE.tag)
    .sort((a, b) => b.score - a.score || b.candidate.date.getTime() - a.candidate.date.getTime())
  for (const { candidate } of scored) take(candidate)
  // Too few that share anything: the latest fill the list.
  for (const candidate of [...others].sort((a, b) => b.date.getTime() - a.date.getTime())) take(candidate)
  return chosen
}
