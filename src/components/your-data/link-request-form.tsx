/** @jsxImportSource @emotion/react */
import { useId, useRef, useState, type SubmitEvent } from "react"
import { css } from "@emotion/react"
import { navigate } from "gatsby"
import { YOUR_DATA_REQUEST_ENDPOINT, YOUR_DATA_SENT_PAGE } from "../../../contracts/your-data"
import { requestLink } from "../../your-data/client"
import { buttonBase, primary } from "../button-link"
import { cardTitle } from "../early-access/card-view"
import { control } from "../early-access/form-field"
import { theme } from "../../../contracts/theme"
import { asideCard } from "../aside-card"

type Props = {
  /** Injected by tests; the page uses the real client. */
  request?: typeof requestLink
}

/**
 * The your-data form: an email address and nothing else. A real form that POSTs to the Function, so it works before
 * the page's script has loaded and without JavaScript (the Function answers with a redirect to a page); once the
 * script runs it sends JSON instead and goes to the same page, which says the same thing whatever the address.
 */
export function LinkRequestForm({ request = requestLink }: Props) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [notice, setNotice] = useState("")
  const inFlight = useRef(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const email = new FormData(event.currentTarget).get("email")
    inFlight.current = true
    setSending(true)
    setNotice("")
    const result = await request(typeof email === "string" ? email : "")
    inFlight.current = false
    setSending(false)
    if (result.outcome === "sent") return void navigate(YOUR_DATA_SENT_PAGE)
    if (result.outcome === "invalid") return setError(result.message)
    setError(undefined)
    setNotice(
      result.outcome === "rate-limited"
        ? "Too many requests for now. Please wait a minute and try again."
        : "Something went wrong on our side. Please try again in a moment.",
    )
  }

  return (
    <form
      method="post"
      action={YOUR_DATA_REQUEST_ENDPOINT}
      aria-labelledby={`${id}title`}
      aria-busy={sending}
      css={asideCard}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}title`} css={cardTitle}>
        Get a link to your data
      </h2>
      <div css={field}>
        <label htmlFor={`${id}email`} css={label}>
          Email address
        </label>
        <input
          id={`${id}email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          css={control}
          {...(error ? { "aria-invalid": true, "aria-describedby": `${id}error` } : {})}
          onChange={() => setError(undefined)}
        />
        {error && (
          <p id={`${id}error`} css={fieldError}>
            {error}
          </p>
        )}
      </div>
      <p role="status" css={status}>
        {notice}
      </p>
      <button type="submit" css={[buttonBase, primary, full]} disabled={sending}>
        {sending ? "Sending…" : "Email me a link"}
      </button>
      <p css={fine}>
        We only use the address to look up what we hold. If we hold anything, the link goes to that address; it works
        once, for 24 hours.
      </p>
    </form>
  )
}

const field = css`
  display: grid;
  gap: ${theme.space[1]};
`
const label = css`
  font-weight: 650;
  font-size: ${theme.fontSizes.sm};
`
const fieldError = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`
// Out of the grid while empty, but never display:none: a live region must exist before it speaks.
const status = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`
const full = css`
  width: 100%;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`
const fine = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
