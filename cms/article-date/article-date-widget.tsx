/** @jsxImportSource @emotion/react */
// The editor's field for an article's date and "Updated" (src/articles/schema.ts `instant`): a date and time typed in
// the site's zone (site.yaml's timeZone, given to the field as `time_zone` by cms/decap-fields.ts) and stored with
// that zone's offset, as writers type it in the file ("2026-10-14T09:00:00+05:30"). It says what the date does: a
// time in the future keeps the post off the site until then (docs/cms.md, content/README.md).
import { Component, type ChangeEvent } from "react"
import { fieldInput, fieldNote, fieldRow, type SiteTimeControlProps } from "../site-time-field"
import { describeSiteTime, fromSiteTime } from "../../schema/publish-time"
import { articleDateText, articleInstant, siteInputValue } from "./article-date"

/** What the field says under the input, for a stored value (or what the writer typed, when it is not one). */
export function articleDateNote(value: string, zone: string, now = new Date(), required = true): string {
  if (!value)
    return required ? `Enter the date and time it is published (in ${zone}).` : `Empty (a date and time in ${zone}).`
  const at = articleInstant(value)
  if (!at) {
    const typed = fromSiteTime(value, zone)
    return !typed.ok && typed.reason === "skipped"
      ? `${value.replace("T", " ")} does not exist in ${zone}: the clocks go forward then. Choose another time.`
      : `Enter a date and a time (in ${zone}).`
  }
  if (at.getTime() > now.getTime())
    return `Scheduled: once published, it stays off the site until ${describeSiteTime(at, zone)} and then goes live by itself, within 15 minutes.`
  return `Published ${describeSiteTime(at, zone)}.`
}

export class ArticleDateControl extends Component<SiteTimeControlProps> {
  /** Decap asks before saving: a typed time that is not a real one in the zone keeps the entry unsaved. */
  isValid = (): boolean | { error: { message: string } } => {
    const value = typeof this.props.value === "string" ? this.props.value : ""
    if (!value || articleInstant(value)) return true
    return { error: { message: articleDateNote(value, this.zone()) } }
  }

  zone(): string {
    const zone = this.props.field.get("time_zone")
    return typeof zone === "string" ? zone : "UTC"
  }

  change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    const stored = articleDateText(typed, this.zone())
    // Not a real time in the zone: kept as typed, so the field can say why, and isValid refuses it.
    this.props.onChange(typed === "" ? "" : (stored ?? typed))
  }

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const value = typeof this.props.value === "string" ? this.props.value : ""
    const zone = this.zone()
    return (
      <div className={classNameWrapper}>
        <div css={fieldRow}>
          <input
            id={forID}
            css={fieldInput}
            type="datetime-local"
            value={siteInputValue(value, zone)}
            onChange={this.change}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
            aria-describedby={`${forID}-note`}
          />
          <span>{zone}</span>
        </div>
        <p id={`${forID}-note`} css={fieldNote}>
          {articleDateNote(value, zone, new Date(), this.props.field.get("required") !== false)}
        </p>
      </div>
    )
  }
}

/** The preview draws the date with the article's own byline (cms/previews/article-preview.tsx). */
export const ArticleDatePreview = () => null
