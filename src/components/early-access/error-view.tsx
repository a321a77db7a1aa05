/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { useFormWords } from "./use-form-words"
import { buttonBase, secondary } from "../button-link"
import { CardView } from "./card-view"

const AlertIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <path d="M12 7v6" />
    <path d="M12 17h.01" />
  </svg>
)

/** Shown when the request could not be sent or stored; going back shows the form as it was left. */
export function ErrorView({ onBack }: { onBack: () => void }) {
  const ERROR_COPY = useFormWords().words.error
  return (
    <CardView title={ERROR_COPY.title} tone="danger" icon={<AlertIcon />} focusOnMount>
      <button type="button" css={[buttonBase, secondary, back]} onClick={onBack}>
        {ERROR_COPY.back}
      </button>
    </CardView>
  )
}

const back = css`
  width: 100%;
`
