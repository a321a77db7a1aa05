/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { campaignEntries } from "../../../contracts/request-source"
import type { StoredRequestRow } from "../../../contracts/your-data"
import { employeeRangeLabel } from "../../early-access/employee-ranges"
import { timeInWords, topicInWords } from "../../your-data/words"
import { theme } from "../../../contracts/theme"
import { useSite } from "../../hooks/use-site"

/** A time, readable, with its exact value for machines (and the tests). */
export function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{timeInWords(iso)}</time>
}

/** The campaign parameters stored, each with its name as it was in the address. */
function Campaign({ request }: { request: StoredRequestRow }) {
  const tags = campaignEntries(request)
  if (tags.length === 0) return "None"
  return (
    <ul css={tagList}>
      {tags.map(([name, value]) => (
        <li key={name}>
          <code>{name}</code>: {value}
        </li>
      ))}
    </ul>
  )
}

/** Every field of the request as stored, in words. */
export function HeldRequest({ request }: { request: StoredRequestRow }) {
  const { languages } = useSite()
  // null: sent before the site had languages, so in its default one.
  const language = languages.find(({ code }) => code === request.language) ?? languages[0]
  const rows: Array<[string, ReactNode]> = [
    ["Email address", request.email],
    ["Name", request.name],
    ["Company", request.company],
    ["Company size", request.emp_count ? employeeRangeLabel(request.emp_count) : "Not given"],
    ["Topic", topicInWords(request.topic)],
    ["Message", request.message || "None"],
    [
      "Language of the form and emails",
      <span key="language" lang={language?.code}>
        {language?.name ?? request.language}
      </span>,
    ],
    ["Sent", <Time key="sent" iso={request.created_at} />],
    [
      "Sent from",
      request.country ? `${request.country} (the country our hosting provider's network saw)` : "Unknown country",
    ],
    ["Browser", request.user_agent ?? "Not known"],
    ["Page you sent it from", request.landing_path ?? "Not known"],
    ["Campaign in its address", <Campaign key="campaign" request={request} />],
    ["Site that linked you to us", request.referrer_host ?? "None (you came directly, or it did not say)"],
    ["Address confirmed", request.confirmed_at ? <Time key="confirmed" iso={request.confirmed_at} /> : "Not confirmed"],
    [
      "Last confirmation email queued",
      request.confirmation_sent_at ? <Time key="queued" iso={request.confirmation_sent_at} /> : "Never",
    ],
    ["Corrected", request.corrected_at ? <Time key="corrected" iso={request.corrected_at} /> : "Never"],
    ["Reference", request.id],
  ]
  return (
    <dl css={list}>
      {rows.map(([label, value]) => (
        <div key={label} css={row}>
          <dt css={term}>{label}</dt>
          <dd css={[definition, label === "Message" && message]}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const list = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
`
const row = css`
  display: grid;
  gap: ${theme.space[1]};
  padding-bottom: ${theme.space[2]};
  border-bottom: 1px solid ${theme.colors.border};
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: ${theme.space[4]};
  }
`
const term = css`
  font-weight: 650;
  color: ${theme.colors.muted};
`
// What the visitor typed can be one long word (an address, a user agent): it wraps anywhere rather than overflowing.
const definition = css`
  margin: 0;
  overflow-wrap: anywhere;
`
const message = css`
  white-space: pre-wrap;
`
const tagList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`
