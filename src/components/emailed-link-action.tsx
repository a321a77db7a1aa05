/** @jsxImportSource @emotion/react */
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react"
import { css } from "@emotion/react"
import { tokenFrom } from "../early-access/post-request-action"
import { buttonBase, primary } from "./button-link"
import { theme } from "../../contracts/theme"
import { asideCard } from "./aside-card"
import { PageLanguageContext } from "../languages/language-context"

/** What the card says, given the link's token (null: the address has none; undefined: not read yet, on the server). */
export interface EmailedLinkStatus {
  message: string
  tone?: "success" | "warning"
  /** A link to where a new emailed link is asked for. */
  retry?: { label: string; to: string }
  /** The button has nothing left to do and goes. */
  finished?: boolean
}

type Props = {
  /** The button's label, and its label while the token is being sent ("Please wait…"), in the page's language. */
  button: string
  sending: string
  /** What the page says without JavaScript, which it needs to send the token. */
  noScript: string
  /** Sends the link's token and records what came of it; never called twice at once. */
  send: (token: string) => Promise<void>
  status: (token: string | null | undefined) => EmailedLinkStatus
}

// The token is in the address bar only in the browser: the server render (and hydration) sees `undefined`.
const noSubscribe = () => () => {}
const readToken = () => tokenFrom(window.location.search)
const serverToken = () => undefined

/**
 * The language switcher (a static part: its links are the server's) leads to this page in the other language; the
 * link's token must go with it, or that page opens without one. Undone when the card goes (a move to another page).
 */
function useTokenFollowsLanguage(token: string | null | undefined) {
  const { language } = useContext(PageLanguageContext)
  useEffect(() => {
    if (!token || !language) return
    const versions = new Set(language.alternates.map(({ path }) => path))
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")].filter(
      (link) => link.pathname !== window.location.pathname && versions.has(link.pathname),
    )
    for (const link of links) link.setAttribute("href", link.pathname + window.location.search)
    return () => {
      for (const link of links) link.setAttribute("href", link.pathname)
    }
  }, [token, language])
}

/**
 * The card of a page an emailed link opens: a status line, and a button that sends the link's token. Following the
 * link changes nothing (mail scanners follow links); only pressing the button does.
 */
export function EmailedLinkAction({ button, sending: sendingLabel, noScript, send, status: statusOf }: Props) {
  const token = useSyncExternalStore(noSubscribe, readToken, serverToken)
  useTokenFollowsLanguage(token)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  const press = useCallback(async () => {
    if (!token || inFlight.current) return
    inFlight.current = true
    setSending(true)
    await send(token)
    inFlight.current = false
    setSending(false)
  }, [send, token])

  const { message, tone, retry: retryLink, finished = false } = statusOf(token)
  return (
    <div css={asideCard}>
      <p role="status" css={tone ? [status, TONES[tone]] : status}>
        {message}
      </p>
      {retryLink && (
        <a href={retryLink.to} css={retry}>
          {retryLink.label}
        </a>
      )}
      <noscript>
        <p css={status}>{noScript}</p>
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
          {sending ? sendingLabel : button}
        </button>
      )}
    </div>
  )
}

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
const TONES = { success, warning }
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
