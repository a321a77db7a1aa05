// A translation's entry beside the English it translates, in the editor's preview pane: every text of the English
// entry (as it is saved on the branch the editor works on) in one column, the translation's in the other, row by row
// (cms/previews/text-pairs.ts). Every translated page, section page and YAML file has it; those the site's own
// components draw (a legal page, a landing page, the plans, the header and footer) show their preview in the page's
// language first, with a switch to this view.
import { useMemo, useState, type ComponentType } from "react"
import styled from "@emotion/styled"
import { theme } from "../../contracts/theme"
import { z } from "zod"
import { translatableFiles, translationSchema } from "../../schema/collections"
import { comparisonTranslationSchema } from "../../schema/content"
import { collectionLanguage, COMPARISONS, PAGE_COLLECTIONS } from "../paths"
import { useEntry } from "./entries"
import { PreviewFrame } from "./preview-frame"
import { entryData, type PreviewProps } from "./preview-props"
import { useFrameLanguage } from "./previews"
import { textPairs, type Shape } from "./text-pairs"

/** The English entry a translation's entry translates: the same slug ("privacy"), or the file's ("site--hi" -> "site"). */
export function englishSlug(slug: string, code: string): string {
  const own = collectionLanguage(slug)
  return own.code === code ? own.name : slug
}

/**
 * What a translation of the English collection `name` may hold, as JSON Schema: a YAML file's translation schema
 * (schema/collections.ts), a comparison's; none for a page, whose translation is a whole page.
 */
export function translationShape(name: string): Shape | undefined {
  const file = `${name}.yaml`
  const schema =
    name === COMPARISONS.name
      ? comparisonTranslationSchema
      : (translatableFiles as string[]).includes(file)
        ? translationSchema(file as (typeof translatableFiles)[number])
        : undefined
  return schema ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Shape) : undefined
}

/** "Hindi": a language's name in English, as the browser's Intl knows it. */
const englishName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code

/** "Hindi (हिन्दी)": a language's name in English and in itself. */
export function languageName(code: string): string {
  const english = englishName(code)
  const own = new Intl.DisplayNames([code], { type: "language" }).of(code)
  return own && own !== english ? `${english} (${own})` : english
}

export function BesideEnglish(props: PreviewProps) {
  const { name, code = "" } = collectionLanguage(String(props.entry.get("collection")))
  const english = useEntry<object>(props, name, englishSlug(String(props.entry.get("slug")), code))
  useFrameLanguage(props, code)
  // A page's translation is a whole page (its own sections); a YAML file's holds words only, the rest stays English.
  const wordsOnly = !(Object.values(PAGE_COLLECTIONS) as string[]).includes(name)
  const shape = useMemo(() => translationShape(name), [name])
  const pairs = english ? textPairs(english, entryData<object>(props), shape) : null
  const missing = wordsOnly ? "Left out: the page shows the English" : `Not in the ${languageName(code)} page`
  return (
    <PreviewFrame document={props.document}>
      <Layout>
        {pairs === null ? (
          <p>Loading the English entry…</p>
        ) : (
          <Table>
            <caption>
              Each text of the English entry beside its translation. Edit the translation on the left; the English is as
              saved.
            </caption>
            <thead>
              <tr>
                <th scope="col">English</th>
                <th scope="col">{languageName(code)}</th>
              </tr>
            </thead>
            {pairs.map((pair) => (
              <tbody key={pair.path}>
                <tr>
                  <th scope="rowgroup" colSpan={2}>
                    {pair.path}
                  </th>
                </tr>
                <tr>
                  <td lang="en">{pair.english ?? <Missing>Only in the translation</Missing>}</td>
                  <td lang={code}>{pair.translated ?? <Missing>{missing}</Missing>}</td>
                </tr>
              </tbody>
            ))}
          </Table>
        )}
      </Layout>
    </PreviewFrame>
  )
}

const VIEW_KEY = "shiftwise-cms-translation-view"

/** The writer's last choice of view for translations, kept while /admin is open (the frame remounts per entry). */
function storedView(): "preview" | "beside" | null {
  try {
    const view = window.sessionStorage.getItem(VIEW_KEY)
    return view === "preview" || view === "beside" ? view : null
  } catch {
    return null
  }
}

/**
 * A translation's preview: the site's own preview in the page's language, with a switch to the English beside it;
 * only the English beside it where the site has no preview of the file (the form's words, the emails …).
 */
export function translationPreview(Preview?: ComponentType<PreviewProps>): ComponentType<PreviewProps> {
  return function TranslationPreview(props: PreviewProps) {
    const [view, setView] = useState(() => (Preview ? (storedView() ?? "preview") : "beside"))
    const { code = "" } = collectionLanguage(String(props.entry.get("collection")))
    const choose = (next: "preview" | "beside") => {
      setView(next)
      try {
        window.sessionStorage.setItem(VIEW_KEY, next)
      } catch {
        // No storage (a private window's limits): the choice lasts until the entry closes.
      }
    }
    // An English file of the same name as a translated one (a page with its own layout) has no translation to show.
    if (!code) return Preview ? <Preview {...props} /> : null
    if (!Preview) return <BesideEnglish {...props} />
    // Plain inline styles: this bar sits outside the frame's Emotion cache (each view makes its own).
    return (
      <>
        <div role="group" aria-label="Show" style={bar}>
          <button
            type="button"
            aria-pressed={view === "preview"}
            style={tab(view === "preview")}
            onClick={() => choose("preview")}
          >
            {`Preview in ${englishName(code)}`}
          </button>
          <button
            type="button"
            aria-pressed={view === "beside"}
            style={tab(view === "beside")}
            onClick={() => choose("beside")}
          >
            Beside English
          </button>
        </div>
        {view === "beside" ? <BesideEnglish {...props} /> : <Preview {...props} />}
      </>
    )
  }
}

const bar = {
  display: "flex",
  gap: theme.space[2],
  padding: `${theme.space[2]} ${theme.space[4]}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  fontFamily: theme.fonts.body,
} as const
const tab = (pressed: boolean) =>
  ({
    font: "inherit",
    fontSize: theme.fontSizes.sm,
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${pressed ? theme.colors.primary : theme.colors.border}`,
    background: pressed ? theme.colors.primary : theme.colors.background,
    color: pressed ? theme.colors.primaryText : theme.colors.text,
    cursor: "pointer",
  }) as const

const Layout = styled.div`
  padding: ${theme.space[4]};
  color: ${theme.colors.text};
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.body};
  caption {
    text-align: start;
    color: ${theme.colors.muted};
    padding-bottom: ${theme.space[3]};
  }
  thead th {
    text-align: start;
    font-size: ${theme.fontSizes.md};
    padding: ${theme.space[2]};
    border-bottom: 2px solid ${theme.colors.border};
  }
  tbody th {
    text-align: start;
    font-weight: 600;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.subtle};
    padding: ${theme.space[3]} ${theme.space[2]} 0;
  }
  td {
    vertical-align: top;
    padding: ${theme.space[1]} ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const Missing = styled.span`
  color: ${theme.colors.warningText};
  font-style: italic;
`
