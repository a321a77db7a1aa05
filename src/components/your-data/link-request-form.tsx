/** @jsxImportSource @emotion/react */
import { useContext, useId, useRef, useState, type SubmitEvent } from "react"
import { css } from "@emotion/react"
import { navigate } from "gatsby"
import { YOUR_DATA_REQUEST_ENDPOINT } from "../../../contracts/your-data"
import { requestLink } from "../../your-data/client"
import { buttonBase, primary } from "../button-link"
import { cardTitle } from "../early-access/card-view"
import { control } from "../early-access/form-field"
import { theme } from "../../../contracts/theme"
import { asideCard } from "../aside-card"
import { PageLanguageContext } from "../../languages/language-context"
import { useYourDataGroup, useYourDataWords } from "./use-your-data-words"

type Props = {
  /** Injected by tests; the page uses the real client. */
  request?: typeof requestLink
}

/**
 * The your-data form: an email address and nothing else. A real form that POSTs to the Function, so it works before
 * the page's script has loaded and without JavaScript (the Function answers with a redirect to a page); once the
 * script runs it sends JSON instead and goes to the same page, which says the same thing whatever the address. Both
 * send the page's language: the server's message under the address, and the page it leads to, are in it.
 */
export function LinkRequestForm({ request = requestLink }: Props) {
  const id = useId()
  const { pages } = useYourDataWords()
  const text = useYourDataGroup("request")
  const language = useContext(PageLanguageContext).language?.code
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
    const result = await request(typeof email === "string" ? email : "", language)
    inFlight.current = false
    setSending(false)
    if (result.outcome === "sent") return void navigate(pages.sent)
    if (result.outcome === "invalid") return setError(result.message)
    setError(undefined)
    setNotice(result.outcome === "rate-limited" ? text.rateLimited : text.failed)
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
        {text.title}
      </h2>
      <div css={field}>
        <label htmlFor={`${id}email`} css={label}>
          {text.email}
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
        {sending ? text.sending : text.submit}
      </button>
      {language && <input type="hidden" name="language" value={language} />}
      <p css={fine}>{text.fine}</p>
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
