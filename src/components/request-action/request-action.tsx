import { useCallback, useRef, useState, useSyncExternalStore } from "react"
import { css } from "@emotion/react"
import { Link } from "gatsby"
import {
  postRequestAction,
  tokenFrom,
  type ActionOutcome,
  type RequestAction as Action,
} from "../../early-access/post-request-action"
import { buttonBase, primary } from "../button-link"
import { theme } from "../../theme"

export type RequestActionMessages = Record<
  "noToken" | "done" | "used" | "expired" | "invalid" | "rateLimited" | "failed",
  string
>

type Props = {
  action: Action
  button: string
  messages: RequestActionMessages
  retryLink: { label: string; to: string }
  /** Injected by tests; the page uses postRequestAction. */
  post?: typeof postRequestAction
}

const MESSAGE_OF: Record<ActionOutcome, keyof RequestActionMessages> = {
  done: "done",
  used: "used",
  expired: "expired",
  invalid: "invalid",
  "rate-limited": "rateLimited",
  failed: "failed",
}
/** After these the button has nothing left to do. */
const FINAL: ReadonlySet<ActionOutcome> = new Set(["done", "used", "expired", "invalid"])
/** After these the visitor needs a new link: the form sends one. */
const RETRY: ReadonlySet<ActionOutcome> = new Set(["expired", "invalid"])

// The token is in the address bar only in the browser: the server render (and hydration) sees `undefined`.
const noSubscribe = () => () => {}
const readToken = () => tokenFrom(window.location.search)
const serverToken = () => undefined

/** The button a confirmation email's link leads to: it POSTs the link's token and says what came of it. */
export function RequestAction({ action, button, messages, retryLink, post = postRequestAction }: Props) {
  const token = useSyncExternalStore(noSubscribe, readToken, serverToken)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const inFlight = useRef(false)

  const press = useCallback(async () => {
    if (!token || inFlight.current) return
    inFlight.current = true
    setSending(true)
    const result = await post(action, token)
    inFlight.current = false
    setSending(false)
    setOutcome(result.outcome)
  }, [action, post, token])

  const missing = token === null
  const finished = outcome !== null && FINAL.has(outcome)
  const message = missing ? messages.noToken : outcome ? messages[MESSAGE_OF[outcome]] : ""
  const tone = outcome === "done" ? success : missing || outcome ? warning : undefined
  return (
    <div css={card}>
      <p role="status" css={[status, tone]}>
        {message}
      </p>
      {(missing || (outcome !== null && RETRY.has(outcome))) && (
        <Link to={retryLink.to} css={retry}>
          {retryLink.label}
        </Link>
      )}
      <noscript>
        <p css={status}>
          This page needs JavaScript to send your answer. Turn it on, then open the link from the email again.
        </p>
      </noscript>
      {!finished && (
        <button
          type="button"
          css={[buttonBase, primary, full]}
          // Disabled until the browser has read the token (and for good without one).
          disabled={!token || sending}
          aria-busy={sending}
          onClick={() => void press()}
        >
          {sending ? "Please wait…" : button}
        </button>
      )}
    </div>
  )
}

const card = css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`
// Out of the grid while empty, but never display:none: a live region must exist before it speaks.
const status = css`
  margin: 0;
  &:empty {
    position: absolute;
  }
`
const success = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 4px solid ${theme.colors.success};
  background: ${theme.colors.successSoft};
`
const warning = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 4px solid ${theme.colors.highlight};
  background: ${theme.colors.surface};
`
const retry = css`
  font-weight: 650;
  justify-self: start;
`
const full = css`
  width: 100%;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`
