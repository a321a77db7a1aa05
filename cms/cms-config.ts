// The Decap CMS configuration (public/admin/config.yml), generated on every build from the content schema
// (schema/content.ts) and the collection registry (schema/collections.ts), so the editor cannot
// drift from what the build accepts. Never committed, never edited by hand.
//
// - Pages: content/pages/*.md. Ordinary (prose) pages are one folder collection writers can add to, and so are pages
//   built from sections (landing pages: a list of typed sections, with a summary per type, min and max, reordering;
//   their pictures in content/images/); each page with a layout of its own (pricing, the email's link targets …) is a
//   file of "Pages with their own layout". Each page has exactly the fields its template allows.
// - The comparisons a comparison section names (content/comparisons/<id>.yaml, cms/section-collections.ts).
// - One collection per YAML file in the registry, its fields from its schema.
// - The editorial workflow (docs/cms.md): Save opens a pull request per entry; Publish (or the scheduler, at the
//   entry's "Publish at") merges it. Every collection and file says which page it makes (preview_path), so "View
//   Preview" opens that page on the pull request's deploy preview and "View Live" on site_url.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { CmsSettings } from "../config/cms"
import {
  collections,
  translatableFiles,
  translationSchema,
  type Collection as CollectionEntry,
  type CollectionFile,
} from "../schema/collections"
import { languagesOf, type Language } from "../schema/languages"
import { pageFrontmatterSchema, PUBLISHING_FIELDS, REQUEST_ACTION_FIELDS, type Template } from "../schema/content"
import { decapFields, type DecapField } from "./decap-fields"
import { articleCollections } from "./article-collections"
import { comparisonsCollection, SECTION_REFERENCES, translatedComparisonsCollection } from "./section-collections"
import { YAML_FORMAT } from "./formats"
import { FRONTMATTER_FORMAT } from "./page-format"
import {
  collectionLanguage,
  COMPARISONS,
  LOCAL_BACKEND_PATH,
  PAGE_COLLECTIONS,
  PREVIEWED,
  translatedCollection,
} from "./paths"
import { MERGE_METHOD } from "./workflow"

export type PageFile = { file: string; title: string; slug: string; template: Template }

/** A language other than the default, with what is translated into it: its pages and its YAML files. */
export type TranslationInput = {
  language: Language
  /** Every page in content/pages/<code> (readPages(contentDir, code)). */
  pages: ReadonlyArray<PageFile>
  /** The YAML files translated into it (content/<code>/<file>), in the registry's order. */
  files: ReadonlyArray<CollectionFile>
  /** Whether it has a folder of comparisons (content/comparisons/<code>/). */
  comparisons?: boolean
}

export type CmsConfigInput = {
  /** The content folder relative to the repository root ("content"). */
  contentPath: string
  /** Every page in content/pages (cms/cms-config.ts readPages). */
  pages: ReadonlyArray<PageFile>
  settings: CmsSettings
  siteUrl: string
  /** site.yaml's timeZone: where "Publish at" is shown and entered. */
  timeZone: string
  /** The other languages (content/languages.yaml after the first): each gets a collection beside each English one. */
  translations?: ReadonlyArray<TranslationInput>
}

type Collection = Record<string, unknown>

const pageBody = (template: Template): DecapField =>
  template === "search"
    ? {
        name: "body",
        label: "Sections",
        hint: "Shown when search cannot run (JavaScript off, or the index did not load): a list of links to the site's sections, one line each. A new section of the site adds a line here.",
        widget: "markdown",
        required: true,
      }
    : template === "prose"
      ? {
          name: "body",
          label: "Page text",
          hint: "Use Heading 2 for sections and Heading 3 below them (the title is already the page's top heading). To link to another page, select the words, choose the link button and give its address, such as /privacy.",
          widget: "markdown",
          required: true,
        }
      : {
          name: "body",
          label: "Introduction",
          hint: "A short, optional introduction near the top of the page; the rest of the page comes from its own section of the editor.",
          widget: "markdown",
          required: false,
        }

/** Front matter fields only a page built from sections has in the editor: its sections, canonical address and header. */
export const SECTIONS_PAGE_FIELDS: ReadonlyArray<string> = ["sections", "canonical", "focusedHeader"]

/** The front matter fields a page with this template may have, in the schema's order, then its text. */
export function pageFields(template: Template): DecapField[] {
  const own: Partial<Record<Template, ReadonlyArray<string>>> = {
    "request-action": REQUEST_ACTION_FIELDS,
    sections: SECTIONS_PAGE_FIELDS,
  }
  const omit = ["template", ...Object.entries(own).flatMap(([owner, fields]) => (owner === template ? [] : fields))]
  const fields = decapFields(pageFrontmatterSchema, "content/pages/*.md front matter", omit, {
    references: SECTION_REFERENCES,
  })
  // Fields optional in the schema only because other templates must not have them: required with their own.
  const requiredHere = new Set(template === "sections" ? ["sections"] : (own[template] ?? []))
  return [
    // The layout is fixed per collection: prose pages leave it out (the schema's default), others keep theirs.
    ...(template === "prose" ? [] : [{ name: "template", label: "Layout", widget: "hidden", default: template }]),
    ...fields.map((field) => (requiredHere.has(field.name) ? { ...field, required: true } : field)),
    // A page of sections has its text in them.
    ...(template === "sections" ? [] : [pageBody(template)]),
  ]
}

/** A page's address as a preview_path: "/pricing" (Decap trims the slash and appends it to the site's URL). */
const previewPathOf = (slug: string) => slug

/** The publishing fields last (after the text), with the zone the widget shows times in. */
export function withPublishing(fields: DecapField[], timeZone: string): DecapField[] {
  const publishing = fields.filter((field) => PUBLISHING_FIELDS.includes(field.name))
  return [
    ...fields.filter((field) => !PUBLISHING_FIELDS.includes(field.name)),
    ...publishing.map((field) => ({ ...field, time_zone: timeZone })),
  ]
}

function yamlCollection(file: CollectionFile, { contentPath, pages, timeZone }: CmsConfigInput): Collection {
  const entry: CollectionEntry = collections[file]
  const name = file.replace(/\.yaml$/, "")
  const layout = entry.template ?? entry.editor.previewAt
  // Of the pages with that layout, the home page first (many landing pages share the sections layout; site.yaml's
  // brand shows on all of them, and writers expect the home page).
  const withLayout = pages.filter((candidate) => candidate.template === layout)
  const page = withLayout.find((candidate) => candidate.slug === "/") ?? withLayout[0]
  if (!page)
    throw new Error(
      `cms/cms-config.ts: content/${file} is previewed on the page with layout "${String(layout)}", and no page in content/pages has it`,
    )
  return {
    name,
    ...(PREVIEWED.has(name) ? {} : { editor: { preview: false } }),
    label: entry.editor.label,
    description: entry.editor.description,
    format: YAML_FORMAT,
    extension: "yaml",
    files: [
      {
        name,
        label: entry.editor.label,
        file: `${contentPath}/${file}`,
        preview_path: previewPathOf(page.slug),
        fields: withPublishing(decapFields(entry.schema, `content/${file}`), timeZone),
      },
    ],
  }
}

/** How a collection of `language`'s is labelled: "Landing pages · हिन्दी". */
const inLanguage = (label: string, language?: Language) => (language ? `${label} · ${language.name}` : label)

/**
 * The three collections of content/pages (or of content/pages/<code> for a translation): ordinary pages, pages built
 * from sections, and the pages with their own layout.
 */
function pageCollections(
  { contentPath, timeZone }: CmsConfigInput,
  pages: ReadonlyArray<PageFile>,
  language?: Language,
): Collection[] {
  const folder = language ? `${contentPath}/pages/${language.code}` : `${contentPath}/pages`
  const name = (base: string) => (language ? translatedCollection(base, language.code) : base)
  const ownLayout = pages
    .filter((page) => page.template !== "prose" && page.template !== "sections")
    .sort((a, b) => a.slug.localeCompare(b.slug))
  // A translation must have its English page's file name (the build finds what it translates by it), which the
  // editor cannot know: a translation is started by copying the English file (content/README.md, "Translating"), and
  // edited here. English pages are named after their titles.
  const create = !language
  return [
    {
      name: name(PAGE_COLLECTIONS.prose),
      label: inLanguage("Pages", language),
      label_singular: inLanguage("Page", language),
      description: language
        ? `Ordinary text pages in ${language.name}: each translates the English page of the same file name, and is built at its own address under /${language.code}.`
        : "Ordinary text pages (about, terms, privacy …). A new page appears at its address the next time the site is built.",
      folder,
      extension: "md",
      format: FRONTMATTER_FORMAT,
      // The format gives every page the schema's defaults on loading, so prose pages have template "prose".
      filter: { field: "template", value: "prose" },
      create,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}} — {{fields.slug}}",
      sortable_fields: ["title", "slug"],
      // The page's own address; preserve_slashes keeps "/invite/confirm" a path (Decap would make it one word).
      preview_path: "{{fields.slug}}",
      preview_path_preserve_slashes: true,
      fields: withPublishing(pageFields("prose"), timeZone),
    },
    {
      name: name(PAGE_COLLECTIONS.sections),
      label: inLanguage("Landing pages", language),
      label_singular: inLanguage("Landing page", language),
      description: language
        ? `Landing pages in ${language.name}: each translates the English landing page of the same file name. Its sections may differ from the English; the stories, features, plans and comparisons they name are shared.`
        : "Pages built from sections (a hero, figures, features, customers, pricing, questions, a comparison, the request form …), top to bottom: add sections, drag them into order, open one to edit it. A campaign, an industry or a comparison page; the home page is one too.",
      folder,
      extension: "md",
      format: FRONTMATTER_FORMAT,
      filter: { field: "template", value: "sections" },
      create,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}} — {{fields.slug}}",
      sortable_fields: ["title", "slug"],
      // Sections' pictures are in content/images/ ("/" is the repository's root), written as the page reads them.
      media_folder: `/${contentPath}/images`,
      public_folder: language ? "../../images" : "../images",
      preview_path: "{{fields.slug}}",
      preview_path_preserve_slashes: true,
      fields: withPublishing(pageFields("sections"), timeZone),
    },
    ...(ownLayout.length
      ? [
          {
            name: name(PAGE_COLLECTIONS.ownLayout),
            label: inLanguage("Pages with their own layout", language),
            description:
              "Pages whose sections come from their own part of the editor (home, features, contact, pricing …): their title, address, description and introduction.",
            format: FRONTMATTER_FORMAT,
            extension: "md",
            // A translation's preview pane shows it beside the English (cms/previews/beside-english.tsx).
            ...(language ? {} : { editor: { preview: false } }),
            files: ownLayout.map((page) => ({
              name: `page-${path.basename(page.file, ".md")}`,
              label: `${page.title} (${page.slug})`,
              file: `${folder}/${page.file}`,
              preview_path: previewPathOf(page.slug),
              fields: withPublishing(pageFields(page.template), timeZone),
            })),
          },
        ]
      : []),
  ]
}

/** A YAML file's translation into `language` (content/<code>/<file>): its words only, each optional. */
function translatedYamlCollection(
  file: CollectionFile,
  { contentPath, timeZone }: CmsConfigInput,
  { language, pages }: TranslationInput,
): Collection {
  const entry: CollectionEntry = collections[file]
  const name = translatedCollection(file.replace(/\.yaml$/, ""), language.code)
  const layout = entry.template ?? entry.editor.previewAt
  const withLayout = pages.filter((candidate) => candidate.template === layout)
  const page = withLayout.find((candidate) => candidate.slug === `/${language.code}`) ?? withLayout[0]
  const label = inLanguage(entry.editor.label, language)
  return {
    name,
    // Previewed as its English file is, with the translation laid over the English (cms/previews/entries.ts), and
    // beside the English, every file (cms/previews/beside-english.tsx).
    label,
    description: `${entry.editor.description} In ${language.name}: a word left out is shown in English.`,
    format: YAML_FORMAT,
    extension: "yaml",
    files: [
      {
        name,
        label,
        file: `${contentPath}/${language.code}/${file}`,
        ...(page ? { preview_path: previewPathOf(page.slug) } : {}),
        fields: withPublishing(decapFields(translationSchema(file), `content/${language.code}/${file}`), timeZone),
      },
    ],
  }
}

/**
 * The file entries of a language's collections named otherwise than their collection ("page-pricing" in
 * layout-pages--hi): cms/admin.tsx registers the translation's preview under each, as Decap looks it up by that name.
 */
export function translatedFiles(config: Record<string, unknown>, code: string): string[] {
  const written = (config.collections ?? []) as Array<{ name: string; files?: Array<{ name: string }> }>
  return written
    .filter((collection) => collectionLanguage(collection.name).code === code)
    .flatMap((collection) =>
      (collection.files ?? []).map((file) => file.name).filter((name) => name !== collection.name),
    )
}

export function cmsConfig(input: CmsConfigInput): Record<string, unknown> {
  const { contentPath, pages, settings, siteUrl, timeZone } = input
  const translations = input.translations ?? []
  return {
    // Without a repository the editor works only with the local backend (npm run cms); see docs/cms.md.
    backend: settings.repo
      ? {
          name: "github",
          repo: settings.repo,
          branch: settings.branch,
          base_url: settings.oauthUrl,
          auth_endpoint: "auth",
          squash_merges: MERGE_METHOD === "squash",
          commit_messages: {
            create: "Create {{collection}} “{{slug}}” (editor)",
            update: "Update {{collection}} “{{slug}}” (editor)",
            delete: "Delete {{collection}} “{{slug}}” (editor)",
            uploadMedia: "Upload “{{path}}” (editor)",
            deleteMedia: "Delete “{{path}}” (editor)",
          },
        }
      : { name: "proxy", proxy_url: LOCAL_BACKEND_PATH, branch: settings.branch },
    // Save opens a pull request; Publish merges it. (decap-server's file-system mode, plain `npm run cms`, has no
    // branches: Decap falls back to saving directly there.)
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/favicon.svg",
    locale: "en",
    media_folder: `${contentPath}/images`,
    // Image fields hold paths relative to the YAML files in content/ ("./images/hero.png").
    public_folder: "./images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      // Each translation's collection right below the English one it translates.
      ...pageCollections(input, pages),
      ...translations.flatMap((translation) => pageCollections(input, translation.pages, translation.language)),
      ...(Object.keys(collections) as CollectionFile[]).flatMap((file) => [
        yamlCollection(file, input),
        ...translations
          .filter((translation) => translation.files.includes(file))
          .map((translation) => translatedYamlCollection(file, input, translation)),
      ]),
      // The blog's posts, their authors, tags and series (cms/article-collections.ts).
      ...articleCollections({ contentPath, timeZone, withPublishing }),
      // The comparisons a comparison section shows (cms/section-collections.ts).
      comparisonsCollection({ contentPath, timeZone, withPublishing }),
      ...translations
        .filter((translation) => translation.comparisons)
        .map((translation) =>
          translatedComparisonsCollection({ contentPath, timeZone, withPublishing }, translation.language),
        ),
    ],
  }
}

/**
 * Title, slug and template of every page in `contentDir/pages` (or its translations in `contentDir/pages/<code>`), as
 * written (the build has checked them).
 */
export function readPages(contentDir: string, code?: string): PageFile[] {
  const dir = path.join(contentDir, "pages", ...(code ? [code] : []))
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), "utf8")
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ""
      const parsed = pageFrontmatterSchema.safeParse(yaml.load(front) ?? {})
      const data = parsed.success ? parsed.data : { title: file, slug: `/${file}`, template: "prose" as const }
      return { file, title: data.title, slug: data.slug, template: data.template }
    })
}

/** Each language but the default (content/languages.yaml), with its pages and the YAML files translated into it. */
export function readTranslations(contentDir: string): TranslationInput[] {
  return languagesOf(contentDir)
    .slice(1)
    .map((language) => ({
      language,
      pages: readPages(contentDir, language.code),
      files: translatableFiles.filter((file) => fs.existsSync(path.join(contentDir, language.code, file))),
      comparisons: fs.existsSync(path.join(contentDir, COMPARISONS.dir, language.code)),
    }))
}

/** config.yml's text: a header saying where it comes from, then the YAML. */
export function cmsConfigYaml(config: Record<string, unknown>): string {
  return (
    "# Generated by cms/cms-config.ts from schema/content.ts and schema/collections.ts on every build.\n" +
    "# Do not edit: change the schema, and the editor follows.\n" +
    yaml.dump(config, { lineWidth: -1, noRefs: true })
  )
}
