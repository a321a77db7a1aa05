/** @jsxImportSource @emotion/react */
import { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react"
import { css } from "@emotion/react"
import { YOUR_DATA_ENDPOINT, type YourDataAnswer } from "../../../contracts/your-data"
import { closeSession, loadYourData, type LoadOutcome } from "../../your-data/client"
import { dayInWords } from "../../your-data/words"
import { formatNumber } from "../../../contracts/early-access-copy"
import { buttonBase, secondary } from "../button-link"
import { theme } from "../../../contracts/theme"
import { CorrectionForm } from "./correction-form"
import { EraseRequest } from "./erase-request"
import { Deliveries, Links, Processors, Rights } from "./held-records"
import { HeldRequest, Time } from "./held-request"
import { Filled } from "./filled"
import { useYourDataGroup, useYourDataWords } from "./use-your-data-words"
import { PageLanguageContext } from "../../languages/language-context"

type State =
  | { view: "loading" }
  | { view: "loaded"; answer: YourDataAnswer }
  | { view: "no-session" }
  | { view: "closed" }
  | { view: "erased" }
  | { view: "failed" }

function stateOf(result: LoadOutcome): State {
  if (result.outcome === "loaded") return { view: "loaded", answer: result.answer }
  return { view: result.outcome === "no-session" ? "no-session" : "failed" }
}

type Props = {
  load?: typeof loadYourData
  close?: typeof closeSession
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} css={sectionStyle}>
      <h2 id={id} css={heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Everything held about the person, in words, with the downloads, the correction form and the erase button. It loads
 * after the page has, so its place is at least a screen high: what follows it (who answers, the footer) starts out of
 * sight and never moves in sight, whether the data, or a message in its stead, arrives (no layout shift).
 */
export function YourDataView(props: Props) {
  return (
    <div css={reserved}>
      <ViewState {...props} />
    </div>
  )
}

function ViewState({ load = loadYourData, close = closeSession }: Props) {
  const { pages, locale } = useYourDataWords()
  const language = useContext(PageLanguageContext).language?.code
  const words = useYourDataGroup("view")
  const [state, setState] = useState<State>({ view: "loading" })
  const notice = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    void load().then((result) => {
      if (live) setState(stateOf(result))
    })
    return () => {
      live = false
    }
  }, [load])
  const reload = useCallback(() => void load().then((result) => setState(stateOf(result))), [load])
  // A message that replaces the data takes the focus, so a screen reader hears it.
  useEffect(() => {
    if (state.view !== "loading" && state.view !== "loaded") notice.current?.focus()
  }, [state.view])

  if (state.view === "loading")
    return (
      <p role="status" css={card}>
        {words.loading}
      </p>
    )
  if (state.view !== "loaded") {
    const { title, text } = words[state.view === "no-session" ? "ended" : state.view]
    return (
      <div css={card}>
        <h2 ref={notice} tabIndex={-1} css={[heading, focusless]}>
          {title}
        </h2>
        <p>{text}</p>
        {state.view !== "failed" && (
          <a href={pages.form} css={[buttonBase, secondary, start]}>
            {words.askAgain}
          </a>
        )}
      </div>
    )
  }

  const { data, session } = state.answer
  // The page's language: a link followed after the session ended leads back to this page, not the English one.
  const downloadHref = (format: string) =>
    `${YOUR_DATA_ENDPOINT}?download=${format}${language ? `&language=${encodeURIComponent(language)}` : ""}`
  const ended = () => setState({ view: "no-session" })
  const erasedBy = data.retention.erase_by
  return (
    <div css={stack}>
      <div css={[card, sessionBar]}>
        <p>
          <Filled text={words.session} parts={{ time: <Time iso={session.expires_at} /> }} />
        </p>
        <button
          type="button"
          css={[buttonBase, secondary]}
          onClick={() => void close().then(() => setState({ view: "closed" }))}
        >
          {words.close}
        </button>
      </div>

      <Section title={words.request.title}>
        <p>{words.request.text}</p>
        <HeldRequest request={data.request} />
      </Section>

      <Section title={words.deliveries.title}>
        <p>{words.deliveries.text}</p>
        <Deliveries rows={data.deliveries} />
      </Section>

      <Section title={words.processors.title}>
        <p>{words.processors.text}</p>
        <Processors processors={data.processors} />
      </Section>

      <Section title={words.links.title}>
        <p>{words.links.text}</p>
        <Links rows={data.links} />
      </Section>

      <Section title={words.rights.title}>
        <p>{words.rights.text}</p>
        <Rights rows={data.rights_requests} />
      </Section>

      <Section title={words.retention.title}>
        <p>
          <Filled
            text={words.retention.text}
            parts={{
              date: <time dateTime={erasedBy}>{dayInWords(erasedBy, locale)}</time>,
              days: formatNumber(data.retention.days, locale),
            }}
          />
        </p>
      </Section>

      <Section title={words.download.title}>
        <p>{words.download.text}</p>
        <div css={downloads}>
          <a href={downloadHref("json")} download="your-data.json" css={[buttonBase, secondary]}>
            {words.download.json}
          </a>
          <a href={downloadHref("csv")} download="your-data.csv" css={[buttonBase, secondary]}>
            {words.download.csv}
          </a>
        </div>
      </Section>

      <Section title={words.correct}>
        <CorrectionForm request={data.request} onCorrected={reload} onSessionEnded={ended} />
      </Section>

      <Section title={words.erase}>
        <EraseRequest onErased={() => setState({ view: "erased" })} onSessionEnded={ended} />
      </Section>
    </div>
  )
}

const reserved = css`
  min-height: 100svh;
`
const stack = css`
  display: grid;
  gap: ${theme.space[6]};
`
const sectionStyle = css`
  display: grid;
  gap: ${theme.space[3]};
  p {
    margin: 0;
  }
`
const heading = css`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`
const focusless = css`
  &:focus {
    outline: none;
  }
`
const card = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  p {
    margin: 0;
  }
`
const sessionBar = css`
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`
const start = css`
  justify-self: start;
`
const downloads = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`
