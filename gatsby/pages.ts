// One page per Markdown file in content/pages: the template named in its front matter renders it
// and runs its own page query by id. Its pageContext carries that id and, for a page built from sections, more
// (sectionsContext, src/sections/build/plan.ts): the page's sections themselves, checked, with their defaults and
// without stories this build does not publish, and the ids and image paths they reference, which the page query
// reads. The articles (src/articles) are checked with the pages, every problem reported together, and make their
// own pages.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent, TEMPLATE_DATA } from "./content-check"
import { graphqlCollections } from "../schema/collections"
import { articlesOfBuild, createArticlePages } from "../src/articles/build/create-pages"
import { sectionCatalogue, sectionReferenceErrors, sectionsContext } from "../src/sections/build/plan"
import { showsForm } from "../src/sections/page-sections"
import { readLanguages } from "../schema/languages"
import { languageOfPath } from "../contracts/languages"
import { readEmailContent } from "../schema/email-content"
import { formFirstCounts } from "../contracts/early-access-copy"
import { yourDataPageContext } from "./your-data-context"
import { pageLanguages } from "./page-languages"
import { orphanError, staleWarning, summaryLine, translationsReport } from "./translations"

const templatePath = (template: string) => path.resolve(__dirname, `../src/templates/${template}-page.tsx`)
type PageOfTemplate = { template: string; sections?: Parameters<typeof showsForm>[0] | undefined }
/** The page has the early-access form: /invite's template, or a form among its sections. */
const hasForm = (page: PageOfTemplate) =>
  page.template === "invite" || (page.template === "sections" && !!page.sections && showsForm(page.sections))
/** A page of sections that shows the early-access form is built by the one template whose code includes the form. */
const componentOf = (page: PageOfTemplate) =>
  templatePath(page.template === "sections" && hasForm(page) ? "sections-form" : page.template)

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter, getNodesByType, getNode }) => {
  const { pages, errors, warnings, yamlFiles } = checkContent({ getNodesByType, getNode })
  // The languages (content/languages.yaml), each page's versions in them, and what is left to translate.
  const contentDir = path.resolve(__dirname, "..", process.env.CONTENT_DIR ?? "content")
  const { languages, errors: languageErrors } = readLanguages(contentDir)
  errors.push(...languageErrors)
  const siteLanguage = (getNodesByType("SiteYaml")[0] as { language?: string } | undefined)?.language
  if (siteLanguage && languages[0] && siteLanguage !== languages[0].code)
    errors.push(
      `content/site.yaml: field "language" is "${siteLanguage}", but the default language (the first in content/languages.yaml) is "${languages[0].code}": make them the same`,
    )
  const translated = pageLanguages(contentDir, languages, pages)
  errors.push(...translated.errors)
  warnings.push(...translated.warnings)
  for (const report of translationsReport(contentDir, languages)) {
    reporter.info(summaryLine(report))
    warnings.push(...report.stale.map(staleWarning))
    errors.push(
      ...report.orphans.filter((file) => !file.endsWith(".md")).map((file) => orphanError(file, report.language.code)),
    )
  }
  const articles = articlesOfBuild({ getNodesByType, getNode }, pages)
  errors.push(...articles.errors)
  const catalogue = sectionCatalogue({ getNodesByType, getNode }, articles.set)
  for (const page of pages) errors.push(...sectionReferenceErrors(page, catalogue))
  for (const warning of warnings) reporter.warn(warning)

  for (const { file, requiredBecause } of graphqlCollections) {
    if (requiredBecause && !yamlFiles.has(file)) errors.push(`content/${file} is missing: ${requiredBecause}`)
  }
  for (const page of pages) {
    const needs = TEMPLATE_DATA[page.template]
    if (needs && !yamlFiles.has(needs)) {
      errors.push(
        `${page.file}: front matter field "template" is "${page.template}", which needs content/${needs}, and that file is missing`,
      )
    }
  }
  if (errors.length || !articles.plan) {
    reporter.panicOnBuild(
      `The content has ${errors.length} problem${errors.length > 1 ? "s" : ""}:\n  - ${errors.join("\n  - ")}`,
    )
    return
  }

  // The form's words in each language (content/form.yaml and its translations), checked before the build began
  // (gatsby/email-content.ts): each page with the form gets its language's, and no other page any.
  const content = readEmailContent(contentDir)
  const formWordsOf = (page: PageOfTemplate & { slug: string }) => {
    if (!content.ok || !hasForm(page)) return {}
    const { languages, form } = content.content
    const language = languages.find(({ code }) => code === languageOfPath(languages, page.slug)) ?? languages[0]!
    const words = form[language.code]!
    return { formWords: { words, locale: language.locale, firstCounts: formFirstCounts(words, language.locale) } }
  }
  // The your-data pages' words in each language (content/your-data.yaml and its translations, checked with the
  // form's): each your-data page gets those it shows, in its language (gatsby/your-data-context.ts).
  const built = new Set(pages.map(({ slug }) => slug))
  const yourDataWordsOf = (page: PageOfTemplate & { slug: string }) =>
    content.ok ? yourDataPageContext(content.content, page, built) : {}
  for (const page of pages) {
    actions.createPage({
      path: page.slug,
      component: componentOf(page),
      context: {
        id: page.id,
        ...(page.template === "sections" ? sectionsContext(page, articles.plan, contentDir) : {}),
        ...translated.contexts.get(page.id),
        ...formWordsOf(page),
        ...yourDataWordsOf(page),
      },
    })
  }
  createArticlePages(articles.plan, actions.createPage)
}
