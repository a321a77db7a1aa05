/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { buttonBase, secondary } from "../button-link"
import { CardView } from "./card-view"
import { CheckIcon } from "./result-view"
import { useFormWords } from "./use-form-words"

/** For a returning visitor whose browser already sent a request (the ea_requested cookie). */
export function AlreadyRequestedView({ onAnother }: { onAnother: () => void }) {
  const words = useFormWords().words.alreadyRequested
  return (
    <CardView title={words.title} icon={<CheckIcon />}>
      <p>
        {words.text} <a href={words.contact.to}>{words.contact.label}</a>
      </p>
      <button type="button" css={[buttonBase, secondary, full]} onClick={onAnother}>
        {words.another}
      </button>
    </CardView>
  )
}

const full = css`
  width: 100%;
`
