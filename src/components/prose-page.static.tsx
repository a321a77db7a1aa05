// A prose page's content (its intro band and its Markdown) as a static part: the template renders it, the editor's
// preview draws ProsePageBody itself.
import { Fragment } from "react"
import { staticPart } from "../static-parts/static-part"
import { useShell } from "../languages/use-shell"
import { writtenDate } from "../languages/written-date"
import { ProsePageBody } from "./prose-page-body"
import { Prose } from "./prose"
import { PrivacyContact } from "./your-data/privacy-contact"
import { splitAtPrivacyContact } from "./your-data/privacy-contact-placeholder"

/** `lastUpdated`: the front matter's date, "2026-11-26". */
type Props = { title: string; lastUpdated?: string | null; html: string }

function ProsePage({ title, lastUpdated, html }: Props) {
  // Under the title, in the page's language (site.yaml's words.lastUpdated): read on the server only.
  const { words, locale } = useShell()
  const updated = lastUpdated ? words.lastUpdated.replace("{date}", writtenDate(lastUpdated, locale)) : null
  // A paragraph that says {privacyContact} is where the privacy contact from site.yaml goes.
  const parts = splitAtPrivacyContact(html)
  return (
    <ProsePageBody title={title} lastUpdated={updated}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <PrivacyContact />}
          <Prose html={part} />
        </Fragment>
      ))}
    </ProsePageBody>
  )
}

export default staticPart("prose-page", ProsePage)
