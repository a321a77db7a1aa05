// The editor's collections of articles (one per kind in src/articles/kinds.ts: the blog's posts, customer stories,
// changelog entries) and of the data they refer to (authors, tags, series: src/articles/schema.ts ARTICLE_DATA),
// generated like the rest of config.yml (cms/cms-config.ts) from the same zod schemas the build checks them with
// (each kind's: src/articles/schemas.ts):
// - a post or a story is a page bundle, content/<kind dir>/<slug>/index.md, the folder its address
//   ("{{slug}}/index"); a changelog entry is one file, content/changelog/<slug>.md; uploads are saved beside the entry
//   (media_folder and public_folder "": the entry's own folder), and the format writes them as "./cover.png"
//   (cms/article-format.ts);
// - authors, tags, series and related posts are relation widgets into their collections (the schema's
//   `.meta({ relation })`), and so are a story's plan and features and an entry's plans, into the plans of
//   pricing.yaml and the features of features.yaml; an author's photo is saved beside their file;
// - "View Preview" opens the post's page, an author's or a tag's page; a series has no page of its own, so its
//   entries open the list its posts are on.
import { ARTICLE_KINDS, articlePaths, type ArticleKind, type ArticleKindId } from "../src/articles/kinds"
import { ARTICLE_DATA, type ArticleDataName } from "../src/articles/schema"
import { ARTICLE_SCHEMAS } from "../src/articles/schemas"
import { ARTICLE_DATA_FORMAT, articleFormatName } from "./article-format"
import { decapFields, type DecapField, type FieldOptions, type RelationTarget } from "./decap-fields"
import { ENTRY_FILE } from "./paths"

/** How the editor names each data collection, what it says it holds, the field that names an entry, its page. */
export const DATA_EDITOR: Record<
  ArticleDataName,
  {
    label: string
    singular: string
    description: string
    nameField: string
    previewPath: (kind: ArticleKind) => string
  }
> = {
  authors: {
    label: "Authors",
    singular: "Author",
    description:
      "The people who write posts: name, role, a drawn picture and a short bio, shown under every post they write and on their own page.",
    nameField: "name",
    previewPath: (kind) => articlePaths(kind).author("{{slug}}"),
  },
  tags: {
    label: "Tags",
    singular: "Tag",
    description: "What posts are about. Each tag has its own page and feeds; its description is the top of that page.",
    nameField: "name",
    previewPath: (kind) => articlePaths(kind).tag("{{slug}}"),
  },
  series: {
    label: "Series",
    singular: "Series",
    description: 'Posts meant to be read in order: each part shows "Part n of m" and the other parts, by date.',
    nameField: "title",
    // A series has no page of its own: its parts are on the blog's list.
    previewPath: (kind) => articlePaths(kind).list(),
  },
}

/** Where the relation widgets point: each data collection by its id, each kind's posts by their folder. */
export function articleRelations(): Record<string, RelationTarget> {
  const relations: Record<string, RelationTarget> = {}
  for (const name of Object.keys(ARTICLE_DATA) as ArticleDataName[]) {
    const field = DATA_EDITOR[name].nameField
    relations[name] = { value_field: "{{slug}}", search_fields: [field], display_fields: [field] }
  }
  // A post's entry slug is "<folder>/index"; the format stores the folder alone (cms/article-format.ts).
  for (const kind of ARTICLE_KINDS)
    relations[kind.id] = { value_field: "{{slug}}", search_fields: ["title"], display_fields: ["title"] }
  // Names in a list of a YAML file: a plan of pricing.yaml, a feature of features.yaml (cms/cms-config.ts names
  // each file's collection and file after it).
  relations.plans = {
    collection: "pricing",
    file: "pricing",
    value_field: "plans.*.name",
    search_fields: ["plans.*.name"],
    display_fields: ["plans.*.name"],
  }
  relations.features = {
    collection: "features",
    file: "features",
    value_field: "features.*.title",
    search_fields: ["features.*.title"],
    display_fields: ["features.*.title"],
  }
  return relations
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The text's field, with what each kind's text is made of. */
const BODY_HINTS: Record<ArticleKindId, string> = {
  blog: "Use Heading 2 for sections (three or more give the post a table of contents) and Heading 3 below them. A picture added with the image button is saved beside the post: give it a description. Link to a page as /pricing, to another post as /blog/its-address.",
  customers:
    "An opening paragraph, then three sections with Heading 2, in this order: Challenge, Solution, Results (the build refuses a story without them). Link to a page as /pricing, to a post as /blog/its-address.",
  changelog:
    "What changed, who it is for and what to do, in a few short paragraphs or a list. Pictures go in Media above. Link to a page as /features, to another entry as /changelog/its-address.",
}
const articleBody = (kind: ArticleKind): DecapField => ({
  name: "body",
  label: "Text",
  hint: BODY_HINTS[kind.id],
  widget: "markdown",
  required: true,
})

/** What each kind's collection says it holds. */
const DESCRIPTIONS: Record<ArticleKindId, string> = {
  blog: "Each post is a folder named after its address (/blog/<address>) with its text and pictures. A date in the future keeps it off the site until then; a draft is only on previews.",
  customers:
    "Each story is a folder named after its address (/customers/<address>) with its text, the customer's logo in two SVGs (for light and dark backgrounds) and any photos. Mark an invented story as an example. A date in the future keeps it off the site until then; a draft is only on previews.",
  changelog:
    "Each entry is one file named after its address (/changelog/<address>), with its pictures beside it in the same folder. A date in the future keeps it off the site until then; a draft is only on previews.",
}

export type ArticleCollectionsInput = {
  contentPath: string
  timeZone: string
  /** Puts the publishing fields ("Publish at") last, in the site's zone (cms/cms-config.ts). */
  withPublishing: (fields: DecapField[], timeZone: string) => DecapField[]
}

export function articleCollections({
  contentPath,
  timeZone,
  withPublishing,
}: ArticleCollectionsInput): Array<Record<string, unknown>> {
  const options: FieldOptions = { relations: articleRelations(), timeZone }
  const first = ARTICLE_KINDS[0]
  const kinds = ARTICLE_KINDS.map((kind) => {
    const bundle = kind.layout === "bundle"
    const file = bundle ? `content/${kind.dir}/<address>/index.md` : `content/${kind.dir}/<address>.md`
    return {
      name: kind.id,
      label: kind.title,
      label_singular: capitalised(kind.noun),
      description: DESCRIPTIONS[kind.id],
      folder: `${contentPath}/${kind.dir}`,
      // A page bundle: the folder is the address, index.md the article. One file: its name is the address.
      ...(bundle ? { path: `{{slug}}/${ENTRY_FILE}` } : {}),
      extension: "md",
      format: articleFormatName(kind),
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: bundle ? "{{title}} — {{dirname}}" : "{{title}} — {{slug}}",
      sortable_fields: ["date", "title"],
      // Uploads go into the entry's own folder ("" is the entry's folder): beside index.md, or beside the entry's file.
      media_folder: "",
      public_folder: "",
      preview_path: articlePaths(kind).article(bundle ? "{{dirname}}" : "{{slug}}"),
      fields: withPublishing(
        [...decapFields(ARTICLE_SCHEMAS[kind.id], `${file} front matter`, [], options), articleBody(kind)],
        timeZone,
      ),
    }
  })
  const data = (Object.keys(ARTICLE_DATA) as ArticleDataName[]).map((name) => {
    const { dir, schema } = ARTICLE_DATA[name]
    const editor = DATA_EDITOR[name]
    return {
      name,
      label: editor.label,
      label_singular: editor.singular,
      description: editor.description,
      folder: `${contentPath}/${dir}`,
      extension: "yaml",
      format: ARTICLE_DATA_FORMAT,
      create: true,
      slug: "{{slug}}",
      identifier_field: editor.nameField,
      summary: `{{${editor.nameField}}} — {{slug}}`,
      // An author's picture is saved beside their file (content/authors/).
      media_folder: "",
      public_folder: "",
      editor: { preview: false },
      preview_path: first ? editor.previewPath(first) : "/",
      fields: withPublishing(decapFields(schema, `content/${dir}/<id>.yaml`, [], options), timeZone),
    }
  })
  return [...kinds, ...data]
}
