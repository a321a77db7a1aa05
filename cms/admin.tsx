// The editor's own bundle, loaded only by /admin (cms/build-admin.ts writes it to public/admin/; the site's pages
// never reference it). Decap CMS with what is ours: the file formats, the check before saving, the previews, the
// editor's wording of a refused field, and the local backend of `npm run cms`.
import "./manual-init"
import CMS from "decap-cms-app"
import type { ComponentType } from "react"
import { YAML_FORMAT, yamlFormat } from "./formats"
import { FRONTMATTER_FORMAT, frontmatterFormat } from "./page-format"
import { ARTICLE_DATA_FORMAT, articleDataFormat, articleFormatFor, articleFormatName } from "./article-format"
import { ArticleDateControl, ArticleDatePreview } from "./article-date/article-date-widget"
import { articlePreview } from "./previews/article-preview"
import { StoryPreview } from "./previews/story-preview"
import { ChangelogPreview } from "./previews/changelog-preview"
import { ARTICLE_KINDS, blog } from "../src/articles/kinds"
import {
  COMPARISONS,
  LANGUAGES_ATTRIBUTE,
  LOCAL_BACKEND_PATH,
  PAGE_COLLECTIONS,
  parseLanguagesAttribute,
  translatedCollection,
} from "./paths"
import { translatableFiles } from "../schema/collections"
import { translationPreview } from "./previews/beside-english"
import type { PreviewProps } from "./previews/preview-props"
import { PricingPreview, ProsePreview, SitePreview } from "./previews/previews"
import { SectionsPreview } from "./previews/sections-preview"
import { PublishAtControl, PublishAtPreview } from "./publish-at/publish-at-widget"
import { EntryRefused, entryProblems } from "./validate-entry"

CMS.registerCustomFormat(FRONTMATTER_FORMAT, "md", frontmatterFormat)
CMS.registerCustomFormat(YAML_FORMAT, "yaml", yamlFormat)
// One format per kind of article: each fills in its own schema's defaults.
for (const kind of ARTICLE_KINDS) CMS.registerCustomFormat(articleFormatName(kind), "md", articleFormatFor(kind))
CMS.registerCustomFormat(ARTICLE_DATA_FORMAT, "yaml", articleDataFormat)
// Scheduled publishing's "Publish at": shown and typed in the site's zone, stored in UTC.
CMS.registerWidget(
  "publish-at",
  PublishAtControl as unknown as Parameters<typeof CMS.registerWidget>[1],
  PublishAtPreview,
)
// An article's date: shown and typed in the site's zone, stored with its offset.
CMS.registerWidget(
  "article-date",
  ArticleDateControl as unknown as Parameters<typeof CMS.registerWidget>[1],
  ArticleDatePreview,
)

// A refused field reads like the build's message: "Description must be between 120 and 160 characters long."
// (Decap's own wording is "Description didn't match the pattern: …").
const english = CMS.getLocale("en") as {
  editor: { editorControlPane: { widget: Record<string, string> } }
  collection: { collectionTop: Record<string, string> }
  workflow: { workflow: Record<string, string> }
}
english.editor.editorControlPane.widget.regexPattern = "%{fieldLabel} %{pattern}."
// Decap's button says "＋ Page" with a full-width plus, which machines without a CJK font draw as an empty box.
english.collection.collectionTop.newButton = "New %{collectionLabel}"
// The workflow board's button adds an entry to any collection (a page, a post, an author …).
english.workflow.workflow.newPost = "New entry"
CMS.registerLocale("en", english)

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const data = (entry.get("data") as { toJS: () => Record<string, unknown> }).toJS()
    const file: unknown = entry.get("path")
    const problems = entryProblems(String(entry.get("collection")), typeof file === "string" ? file : undefined, data)
    if (problems.length) throw new EntryRefused(problems)
    return undefined
  },
})

const previews: Record<string, ComponentType<never>> = {
  [PAGE_COLLECTIONS.prose]: ProsePreview,
  // Pages built from sections, drawn by the site's sections.
  [PAGE_COLLECTIONS.sections]: SectionsPreview,
  pricing: PricingPreview,
  site: SitePreview,
  // Each kind of article drawn by its page's own components.
  blog: articlePreview(blog),
  customers: StoryPreview,
  changelog: ChangelogPreview,
}
// A translation's pages and files are drawn by the same previews, in their language (cms/paths.ts
// translatedCollection), with a switch to the English beside them; those without a preview show the English beside
// them only. The page names the site's languages, the default first (cms/build-admin.ts).
const translated = parseLanguagesAttribute(document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE)).slice(1)
const translatable = [
  ...Object.values(PAGE_COLLECTIONS),
  ...translatableFiles.map((file) => file.replace(/\.yaml$/, "")),
  COMPARISONS.name,
]
for (const { code, files = [] } of translated) {
  for (const name of translatable)
    previews[translatedCollection(name, code)] = translationPreview(
      previews[name] as ComponentType<PreviewProps> | undefined,
    ) as ComponentType<never>
  // Decap finds a file's preview by the file's name: a translated page with its own layout ("page-pricing", whose
  // English file has the same name and no preview pane).
  for (const file of files) previews[file] ??= translationPreview() as ComponentType<never>
}
for (const [name, component] of Object.entries(previews))
  CMS.registerPreviewTemplate(name, component as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1])

// On this machine (npm run cms) the editor uses the local backend on the site's own origin, if it answers;
// anywhere else, config.yml's GitHub backend.
// (A partial config is merged into config.yml's; the types ask for a whole one.)
type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>
const local = ["127.0.0.1", "localhost"].includes(window.location.hostname)
const localBackend = { local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.href).href } }
CMS.init(local ? ({ config: localBackend } as unknown as InitOptions) : undefined)
