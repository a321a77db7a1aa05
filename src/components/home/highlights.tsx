/** @jsxImportSource @emotion/react */
import { container, section } from "../container"
import { MediaRows, type MediaRow } from "../media-rows"

/** Alternating text-and-image rows on the home page. */
export function Highlights({ items }: { items: ReadonlyArray<MediaRow> }) {
  return (
    <div css={[container, section]}>
      <MediaRows items={items} />
    </div>
  )
}
