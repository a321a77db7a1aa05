/** @jsxImportSource @emotion/react */
// The editor's "Publish at" field (scheduled publishing, docs/cms.md): a date and time typed in the site's zone
// (site.yaml's timeZone, which cms/cms-config.ts gives the field as `time_zone`), stored in UTC. A Decap widget:
// a class, because Decap asks the control itself whether its value is valid (isValid) before saving.
import { Component, type ChangeEvent } from "react"
import { css } from "@emotion/react"
import { fieldInput, fieldNote, fieldRow, type SiteTimeControlProps } from "../site-time-field"
import { describeSiteTime, fromSiteTime, PUBLISH_AT_PATTERN, toSiteTime } from "../../schema/publish-time"

const clear = css({
  font: "inherit",
  fontSize: "14px",
  padding: "8px 12px",
  border: "1px solid #b3b9c4",
  borderRadius: 4,
  background: "#fff",
  color: "#313d3e",
  cursor: "pointer",
})

/** What the field says under the input, for a stored value (or what the writer typed, when it is not one). */
export function publishAtNote(value: string, zone: string, now = new Date()): string {
  if (!value) return "Not scheduled: the change goes live when someone presses Publish."
  if (!PUBLISH_AT_PATTERN.test(value)) {
    const input = fromSiteTime(value, zone)
    return !input.ok && input.reason === "skipped"
      ? `${value.replace("T", " ")} does not exist in ${zone}: the clocks go forward then. Choose another time.`
      : `Enter a date and a time (in ${zone}).`
  }
  const local = fromSiteTime(toSiteTime(value, zone), zone)
  const twice = local.ok && local.repeated ? " This time happens twice that night; the later one counts." : ""
  if (new Date(value).getTime() <= now.getTime())
    return `${describeSiteTime(value, zone)} has passed. If this change sets it, Ready publishes it within 15 minutes; a time left from an earlier change schedules nothing.${twice}`
  return `Goes live at ${describeSiteTime(value, zone)} (${value.replace("T", " ").replace("Z", " UTC")}) once its status is Ready.${twice}`
}

export class PublishAtControl extends Component<SiteTimeControlProps> {
  /** Decap asks before saving: a time that was typed but is not a real one in the zone keeps the entry unsaved. */
  isValid = (): boolean | { error: { message: string } } => {
    const value = typeof this.props.value === "string" ? this.props.value : ""
    if (!value || PUBLISH_AT_PATTERN.test(value)) return true
    return { error: { message: publishAtNote(value, this.zone()) } }
  }

  zone(): string {
    const zone = this.props.field.get("time_zone")
    return typeof zone === "string" ? zone : "UTC"
  }

  change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    const input = fromSiteTime(typed, this.zone())
    // Not a real time in the zone: kept as typed, so the field can say why, and isValid refuses it.
    this.props.onChange(typed === "" ? "" : input.ok ? input.utc : typed)
  }

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const value = typeof this.props.value === "string" ? this.props.value : ""
    const zone = this.zone()
    const shown = PUBLISH_AT_PATTERN.test(value) ? toSiteTime(value, zone) : value
    return (
      <div className={classNameWrapper}>
        <div css={fieldRow}>
          <input
            id={forID}
            css={fieldInput}
            type="datetime-local"
            value={shown}
            onChange={this.change}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
            aria-describedby={`${forID}-note`}
          />
          <span>{zone}</span>
          {value ? (
            <button type="button" css={clear} onClick={() => this.props.onChange("")}>
              Clear
            </button>
          ) : null}
        </div>
        <p id={`${forID}-note`} css={fieldNote}>
          {publishAtNote(value, zone)}
        </p>
      </div>
    )
  }
}

/** Not part of the page: the preview shows nothing for it. */
export const PublishAtPreview = () => null
