import { useCallback, useState } from "react"
import { navigate } from "gatsby"
import { openSession } from "../../your-data/client"
import { EmailedLinkAction } from "../emailed-link-action"
import { useYourDataGroup, useYourDataWords } from "./use-your-data-words"

type Props = {
  /** Injected by tests; the page uses the real client. */
  open?: typeof openSession
}

/**
 * The page the emailed link opens: a button, so that following the link changes nothing (mail scanners follow links)
 * and the session starts only when the person asks. A link that no longer works leads to the "expired" page, which
 * says nothing else; the token leaves the address bar (and the history) either way. In the page's language, and so
 * are the pages it leads to where they are translated.
 */
export function OpenData({ open = openSession }: Props) {
  const { pages } = useYourDataWords()
  const text = useYourDataGroup("open")
  const [notice, setNotice] = useState("")

  const send = useCallback(
    async (token: string) => {
      setNotice("")
      const outcome = await open(token)
      if (outcome === "open") return void navigate(pages.view, { replace: true })
      if (outcome === "expired") return void navigate(pages.expired, { replace: true })
      setNotice(outcome === "rate-limited" ? text.rateLimited : text.failed)
    },
    [open, pages, text],
  )
  return (
    <EmailedLinkAction
      button={text.button}
      sending={text.sending}
      noScript={text.noScript}
      send={send}
      status={(token) =>
        token === null
          ? { message: text.noLink, retry: { label: text.askForLink, to: pages.form } }
          : { message: notice }
      }
    />
  )
}
