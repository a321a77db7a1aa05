/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ProcessorFacts, StoredDeliveryRow, StoredLinkRow, StoredRightsRow } from "../../../contracts/your-data"
import { processorInWords } from "../../../contracts/processor-words"
import { fillWords } from "../../../contracts/early-access-copy"
import { carrierInWords, deliveryInWords, linkInWords, rightInWords } from "../../your-data/words"
import { Filled } from "./filled"
import { useYourDataGroup, useYourDataWords } from "./use-your-data-words"
import { theme } from "../../../contracts/theme"
import { Time } from "./held-request"

/** Each email and staff notification about the request: what, to whom, when, through whom. */
export function Deliveries({ rows }: { rows: readonly StoredDeliveryRow[] }) {
  const words = useYourDataGroup("records")
  if (rows.length === 0) return <p>{words.noDeliveries}</p>
  return (
    <ul css={items}>
      {rows.map((row) => (
        <li key={row.id} css={item}>
          <strong>{deliveryInWords(row, words)}</strong>
          <span>
            <Filled text={words.queued} parts={{ time: <Time iso={row.created_at} /> }} />{" "}
            {row.delivered_at ? (
              <Filled
                text={row.sent_via ? words.sentThrough : words.sent}
                parts={{ time: <Time iso={row.delivered_at} />, carrier: carrierInWords(row.sent_via, words) }}
              />
            ) : row.dead_at ? (
              words.dead
            ) : (
              words.waiting
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Who received some of it, worded in the page's language from what the server knows (contracts/processor-words.ts). */
export function Processors({ processors }: { processors: readonly ProcessorFacts[] }) {
  const words = useYourDataGroup("processors")
  const { locale } = useYourDataWords()
  return (
    <ul css={items}>
      {processors.map((facts) => {
        const { name, role, received } = processorInWords(facts, words, locale)
        return (
          <li key={name} css={item}>
            <strong>{name}</strong>
            <span css={muted}>{role}</span>
            <span>{fillWords(words.received, { what: received })}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** The emailed links and sessions (only their hash is stored). */
export function Links({ rows }: { rows: readonly StoredLinkRow[] }) {
  const words = useYourDataGroup("records")
  if (rows.length === 0) return <p>{words.noLinks}</p>
  return (
    <ul css={items}>
      {rows.map((row, index) => (
        <li key={`${row.purpose}-${row.created_at}-${index}`} css={item}>
          <strong>{linkInWords(row.purpose, words)}</strong>
          <span>
            <Filled
              text={row.used_at ? words.linkUsed : words.linkWorks}
              parts={{
                time: <Time iso={row.created_at} />,
                used: row.used_at ? <Time iso={row.used_at} /> : null,
                until: <Time iso={row.expires_at} />,
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  )
}

export function Rights({ rows }: { rows: readonly StoredRightsRow[] }) {
  const words = useYourDataGroup("records")
  if (rows.length === 0) return <p>{words.noRights}</p>
  return (
    <ul css={items}>
      {rows.map((row) => (
        <li key={row.id} css={item}>
          <strong>{rightInWords(row.kind, words)}</strong>
          <span>
            <Filled
              text={row.answered_at ? words.answered : words.notAnswered}
              parts={{
                time: <Time iso={row.requested_at} />,
                answered: row.answered_at ? <Time iso={row.answered_at} /> : null,
              }}
            />
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
