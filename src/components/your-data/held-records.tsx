/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { Processor, StoredDeliveryRow, StoredLinkRow, StoredRightsRow } from "../../../contracts/your-data"
import { carrierInWords, deliveryInWords, linkInWords, rightInWords } from "../../your-data/words"
import { theme } from "../../../contracts/theme"
import { Time } from "./held-request"

/** Each email and staff notification about the request: what, to whom, when, through whom. */
export function Deliveries({ rows }: { rows: readonly StoredDeliveryRow[] }) {
  if (rows.length === 0) return <p>None at the moment.</p>
  return (
    <ul css={items}>
      {rows.map((row) => (
        <li key={row.id} css={item}>
          <strong>{deliveryInWords(row)}</strong>
          <span>
            Queued <Time iso={row.created_at} />.{" "}
            {row.delivered_at ? (
              <>
                Sent <Time iso={row.delivered_at} />
                {row.sent_via ? ` through ${carrierInWords(row.sent_via)}` : ""}.
              </>
            ) : row.dead_at ? (
              "Could not be sent; our team has been told."
            ) : (
              "Not sent yet."
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function Processors({ processors }: { processors: readonly Processor[] }) {
  return (
    <ul css={items}>
      {processors.map((processor) => (
        <li key={processor.name} css={item}>
          <strong>{processor.name}</strong>
          <span css={muted}>{processor.role}</span>
          <span>Received: {processor.received}</span>
        </li>
      ))}
    </ul>
  )
}

/** The emailed links and sessions (only their hash is stored). */
export function Links({ rows }: { rows: readonly StoredLinkRow[] }) {
  if (rows.length === 0) return <p>None.</p>
  return (
    <ul css={items}>
      {rows.map((row, index) => (
        <li key={`${row.purpose}-${row.created_at}-${index}`} css={item}>
          <strong>{linkInWords(row.purpose)}</strong>
          <span>
            Made <Time iso={row.created_at} />; {row.used_at ? "used " : "works until "}
            <Time iso={row.used_at ?? row.expires_at} />.
          </span>
        </li>
      ))}
    </ul>
  )
}

export function Rights({ rows }: { rows: readonly StoredRightsRow[] }) {
  if (rows.length === 0) return <p>None yet.</p>
  return (
    <ul css={items}>
      {rows.map((row) => (
        <li key={row.id} css={item}>
          <strong>{rightInWords(row.kind)}</strong>
          <span>
            Asked <Time iso={row.requested_at} />;{" "}
            {row.answered_at ? (
              <>
                answered <Time iso={row.answered_at} />.
              </>
            ) : (
              "not answered yet."
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

const items = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`
const item = css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  overflow-wrap: anywhere;
`
const muted = css`
  color: ${theme.colors.muted};
`
