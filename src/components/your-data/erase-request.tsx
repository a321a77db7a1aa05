/** @jsxImportSource @emotion/react */
import { useState } from "react"
import { css } from "@emotion/react"
import { eraseYourData } from "../../your-data/client"
import { buttonBase } from "../button-link"
import { theme } from "../../../contracts/theme"
import { useYourDataGroup } from "./use-your-data-words"

type Props = {
  onErased: () => void
  onSessionEnded: () => void
  erase?: typeof eraseYourData
}

/** The erase button, with what it erases, and what it cannot reach, said before it is pressed. */
export function EraseRequest({ onErased, onSessionEnded, erase = eraseYourData }: Props) {
  const words = useYourDataGroup("erase")
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState("")

  async function press() {
    setSending(true)
    setStatus("")
    const outcome = await erase()
    setSending(false)
    if (outcome === "erased") return onErased()
    if (outcome === "no-session") return onSessionEnded()
    setStatus(words.failed)
  }

  return (
    <div css={box}>
      <p css={lead}>{words.erases}</p>
      <ul>
        {words.erasesList.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p css={lead}>{words.keeps}</p>
      <ul>
        {words.keepsList.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p role="status" css={statusStyle}>
        {status}
      </p>
      <button type="button" css={[buttonBase, danger]} disabled={sending} onClick={() => void press()}>
        {sending ? words.sending : words.button}
      </button>
    </div>
  )
}

const box = css`
  display: grid;
  gap: ${theme.space[2]};
  max-width: ${theme.sizes.prose};
  ul {
    margin: 0 0 ${theme.space[2]};
    padding-left: ${theme.space[5]};
  }
  li {
    margin-bottom: ${theme.space[1]};
  }
`
const lead = css`
  margin: 0;
  font-weight: 650;
`
const statusStyle = css`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
  &:empty {
    position: absolute;
  }
`
const danger = css`
  justify-self: start;
  background: ${theme.colors.danger};
  color: ${theme.colors.onDark};
  border: 1px solid ${theme.colors.danger};
  &:hover {
    background: ${theme.colors.text};
    border-color: ${theme.colors.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`
