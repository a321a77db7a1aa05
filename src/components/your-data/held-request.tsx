/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { campaignEntries } from "../../../contracts/request-source"
import type { StoredRequestRow } from "../../../contracts/your-data"
import { named, timeInWords } from "../../your-data/words"
import { fillWords } from "../../../contracts/early-access-copy"
import { theme } from "../../../contracts/theme"
import { useSite } from "../../hooks/use-site"
import { useFormNames, useYourDataGroup, useYourDataWords } from "./use-your-data-words"

/** A time, readable in the page's language, with its exact value for machines (and the tests). */
export function Time({ iso }: { iso: string }) {
  const { locale } = useYourDataWords()
  return <time dateTime={iso}>{timeInWords(iso, locale)}</time>
}

/** The campaign parameters stored, each with its name as it was in the address. */
function Campaign({ request, none }: { request: StoredRequestRow; none: string }) {
  const tags = campaignEntries(request)
  if (tags.length === 0) return none
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
  const words = useYourDataGroup("held")
  const { topics, sizes } = useFormNames()
  const time = (iso: string | null, otherwise: string) => (iso ? <Time iso={iso} /> : otherwise)
  const rows: Array<[string, ReactNode, boolean?]> = [
    [words.email, request.email],
    [words.name, request.name],
    [words.company, request.company],
    [words.size, request.emp_count ? named(sizes, request.emp_count) : words.notGiven],
    [words.topic, named(topics, request.topic)],
    [words.message, request.message || words.none, true],
    [
      words.language,
      <span key="language" lang={language?.code}>
        {language?.name ?? request.language}
      </span>,
    ],
    [words.sent, <Time key="sent" iso={request.created_at} />],
    [
      words.country,
      request.country ? fillWords(words.countrySeen, { country: request.country }) : words.unknownCountry,
    ],
    [words.browser, request.user_agent ?? words.notKnown],
    [words.page, request.landing_path ?? words.notKnown],
    [words.campaign, <Campaign key="campaign" request={request} none={words.none} />],
    [words.referrer, request.referrer_host ?? words.noReferrer],
    [words.confirmed, time(request.confirmed_at, words.notConfirmed)],
    [words.queued, time(request.confirmation_sent_at, words.never)],
    [words.corrected, time(request.corrected_at, words.never)],
    [words.reference, request.id],
  ]
  return (
    <dl css={list}>
      {rows.map(([label, value, typed]) => (
        <div key={label} css={row}>
          <dt css={term}>{label}</dt>
          <dd css={[definition, typed && message]}>{value}</dd>
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
