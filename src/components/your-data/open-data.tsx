import { useCallback, useRef, useState, useSyncExternalStore } from "react"
import { css } from "@emotion/react"
import { Link, navigate } from "gatsby"
import { YOUR_DATA_EXPIRED_PAGE, YOUR_DATA_FORM_PAGE, YOUR_DATA_VIEW_PAGE } from "../../../contracts/your-data"
import { tokenFrom } from "../../early-access/post-request-action"
import { openSession } from "../../your-data/client"
import { buttonBase, primary } from "../button-link"
import { theme } from "../../theme"

type Props = {
  /** Injected by tests; the page uses the real client. */
  open?: typeof openSession
}

// The token is in the address bar only in the browser: the server render (and hydration) sees `undefined`.
const noSubscribe = () => () => {}
const readToken = () => tokenFrom(window.location.search)
const serverToken = () => undefined

/**
 * The page the emailed link opens: a button, so that following the link changes nothing (mail scanners follow links)
 * and the session starts only when the person asks. A link that no longer works leads to the "expired" page, which
 * says nothing else; the token leaves the address bar (and the history) either way.
 */
export function OpenData({ open = openSession }: Props) {
  const token = useSyncExternalStore(noSubscribe, readToken, serverToken)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState("")
  const inFlight = useRef(false)

  const press = useCallback(async () => {
    if (!token || inFlight.current) return
    inFlight.current = true
    setSending(true)
    setNotice("")
    const outcome = await open(token)
    inFlight.current = false
    setSending(false)
    if (outcome === "open") return void navigate(YOUR_DATA_VIEW_PAGE, { replace: true })
    if (outcome === "expired") return void navigate(YOUR_DATA_EXPIRED_PAGE, { replace: true })
    setNotice(
      outcome === "rate-limited"
        ? "Too many attempts for now. Please wait a minute and press the button again."
        : "Something went wrong on our side. Please press the button again in a moment.",
    )
  }, [open, token])

  return (
    <div css={card}>
      <p role="status" css={status}>
        {token === null ? "This page needs the link from your email. Ask for a new one if you have none." : notice}
      </p>
      {token === null && (
        <Link to={YOUR_DATA_FORM_PAGE} css={retry}>
          Ask for a link
        </Link>
      )}
      <noscript>
        <p css={status}>
          This page needs JavaScript to open your data. Turn it on, then open the link from the email again.
        </p>
      </noscript>
      <button
        type="button"
        css={[buttonBase, primary, full]}
        // Disabled until the browser has read the token (and for good without one).
        disabled={!token || sending}
        aria-busy={sending}
        onClick={() => void press()}
      >
        {sending ? "Please wait…" : "Show my data"}
      </button>
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
