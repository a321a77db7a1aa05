/** @jsxImportSource @emotion/react */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react"
import { css } from "@emotion/react"
import { YOUR_DATA_ENDPOINT, YOUR_DATA_FORM_PAGE, type YourDataAnswer } from "../../../contracts/your-data"
import { closeSession, loadYourData, type LoadOutcome } from "../../your-data/client"
import { dayInWords } from "../../your-data/words"
import { buttonBase, secondary } from "../button-link"
import { theme } from "../../../contracts/theme"
import { CorrectionForm } from "./correction-form"
import { EraseRequest } from "./erase-request"
import { Deliveries, Links, Processors, Rights } from "./held-records"
import { HeldRequest, Time } from "./held-request"

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
        Loading your data…
      </p>
    )
  if (state.view !== "loaded") {
    const messages = {
      "no-session": [
        "Your session has ended",
        "It lasts 30 minutes from the moment you opened the emailed link, and only in the browser you opened it in. Ask for a new link: it takes a minute.",
      ],
      closed: ["Closed", "This page no longer shows your data in this browser. Ask for a new link to see it again."],
      erased: [
        "Your request is erased",
        "Everything listed on this page is gone from our records. Our rights log keeps one line saying that a request was erased, with its random reference and the time, and nothing else.",
      ],
      failed: ["Something went wrong", "We could not load your data. Reload the page in a moment."],
    } as const
    const [title, text] = messages[state.view]
    return (
      <div css={card}>
        <h2 ref={notice} tabIndex={-1} css={[heading, focusless]}>
          {title}
        </h2>
        <p>{text}</p>
        {state.view !== "failed" && (
          <a href={YOUR_DATA_FORM_PAGE} css={[buttonBase, secondary, start]}>
            Ask for a new link
          </a>
        )}
      </div>
    )
  }

  const { data, session } = state.answer
  const ended = () => setState({ view: "no-session" })
  return (
    <div css={stack}>
      <div css={[card, sessionBar]}>
        <p>
          Only you can see this page, in this browser, until <Time iso={session.expires_at} />.
        </p>
        <button
          type="button"
          css={[buttonBase, secondary]}
          onClick={() => void close().then(() => setState({ view: "closed" }))}
        >
          Close it now
        </button>
      </div>

      <Section title="Your request">
        <p>What you sent us through the form on our website, and what we recorded with it.</p>
        <HeldRequest request={data.request} />
      </Section>

      <Section title="Emails and notifications about it">
        <p>We keep this record for 30 days after each one is sent.</p>
        <Deliveries rows={data.deliveries} />
      </Section>

      <Section title="Who received it">
        <p>The services that received some of it on our behalf, and what they received.</p>
        <Processors processors={data.processors} />
      </Section>

      <Section title="Links we emailed you">
        <p>We store each link only as a one-way fingerprint, never the link itself.</p>
        <Links rows={data.links} />
      </Section>

      <Section title="What you asked of us">
        <p>Our log of your requests to see, correct or erase your data, and when we answered.</p>
        <Rights rows={data.rights_requests} />
      </Section>

      <Section title="How long we keep it">
        <p>
          Until <time dateTime={data.retention.erase_by}>{dayInWords(data.retention.erase_by)}</time> at the latest (
          {data.retention.days} days after you sent it), when it is erased automatically. You can erase it sooner below.
        </p>
      </Section>

      <Section title="Download it">
        <p>The same, as a file: everything above, as stored.</p>
        <div css={downloads}>
          <a href={`${YOUR_DATA_ENDPOINT}?download=json`} download="your-data.json" css={[buttonBase, secondary]}>
            Download as JSON
          </a>
          <a href={`${YOUR_DATA_ENDPOINT}?download=csv`} download="your-data.csv" css={[buttonBase, secondary]}>
            Download as CSV
          </a>
        </div>
      </Section>

      <Section title="Correct it">
        <CorrectionForm request={data.request} onCorrected={reload} onSessionEnded={ended} />
      </Section>

      <Section title="Erase it">
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
