import { useCallback, useState } from "react"
import { navigate } from "gatsby"
import { YOUR_DATA_EXPIRED_PAGE, YOUR_DATA_FORM_PAGE, YOUR_DATA_VIEW_PAGE } from "../../../contracts/your-data"
import { openSession } from "../../your-data/client"
import { EmailedLinkAction, type EmailedLinkStatus } from "../emailed-link-action"

type Props = {
  /** Injected by tests; the page uses the real client. */
  open?: typeof openSession
}

const NO_LINK: EmailedLinkStatus = {
  message: "This page needs the link from your email. Ask for a new one if you have none.",
  retry: { label: "Ask for a link", to: YOUR_DATA_FORM_PAGE },
}

/**
 * The page the emailed link opens: a button, so that following the link changes nothing (mail scanners follow links)
 * and the session starts only when the person asks. A link that no longer works leads to the "expired" page, which
 * says nothing else; the token leaves the address bar (and the history) either way.
 */
export function OpenData({ open = openSession }: Props) {
  const [notice, setNotice] = useState("")

  const send = useCallback(
    async (token: string) => {
      setNotice("")
      const outcome = await open(token)
      if (outcome === "open") return void navigate(YOUR_DATA_VIEW_PAGE, { replace: true })
      if (outcome === "expired") return void navigate(YOUR_DATA_EXPIRED_PAGE, { replace: true })
      setNotice(
        outcome === "rate-limited"
          ? "Too many attempts for now. Please wait a minute and press the button again."
          : "Something went wrong on our side. Please press the button again in a moment.",
      )
    },
    [open],
  )
  return (
    <EmailedLinkAction
      button="Show my data"
      sending="Please wait…"
      noScript="This page needs JavaScript to open your data. Turn it on, then open the link from the email again."
      send={send}
      status={(token) => (token === null ? NO_LINK : { message: notice })}
    />
  )
}
