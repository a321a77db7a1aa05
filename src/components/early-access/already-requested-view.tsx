/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { buttonBase, secondary } from "../button-link"
import { CardView } from "./card-view"
import { CheckIcon } from "./result-view"

/** For a returning visitor whose browser already sent a request (the ea_requested cookie). */
export function AlreadyRequestedView({ onAnother }: { onAnother: () => void }) {
  return (
    <CardView title="You have already requested early access" icon={<CheckIcon />}>
      <p>
        We have your request and will be in touch by email. Anything else in the meantime?{" "}
        <a href="/contact">Contact us</a>.
      </p>
      <button type="button" css={[buttonBase, secondary, full]} onClick={onAnother}>
        Submit another request
      </button>
    </CardView>
  )
}

const full = css`
  width: 100%;
`
