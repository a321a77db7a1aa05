// Each kind's front matter schema, by the kind's id (src/articles/kinds.ts): what the build checks an article against
// (build/kind-specs.ts), and what the writers' editor generates its collection from and checks before saving (cms/).
// No build code here, so the editor's bundle can import it.
import type { ArticleKindId } from "./kinds"
import { articleFrontmatterSchema } from "./schema"
import { storyFrontmatterSchema } from "./customers/schema"
import { changelogFrontmatterSchema } from "./changelog/schema"

export const ARTICLE_SCHEMAS = {
  blog: articleFrontmatterSchema,
  customers: storyFrontmatterSchema,
  changelog: changelogFrontmatterSchema,
} as const satisfies Record<ArticleKindId, unknown>

export type ArticleSchema = (typeof ARTICLE_SCHEMAS)[ArticleKindId]
