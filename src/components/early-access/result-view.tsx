import { css } from "@emotion/react"
import { ButtonLink } from "../button-link"
import { theme } from "../../theme"
import { CardView } from "./card-view"
import type { EarlyAccessReceipt } from "./submit-early-access"

export const CheckIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)

/** The thank-you that replaces the form once the server has stored (or already had) the request. */
export function ResultView({ receipt }: { receipt: EarlyAccessReceipt }) {
  return (
    <CardView title={receipt.created ? "Thank you, you're on the list" : "You were already on the list"} tone="success" icon={<CheckIcon />} focusOnMount>
      <p>
        {receipt.created ? "We have received the early-access request for " : "We already had the early-access request for "}
        <strong css={echo}>{receipt.company}</strong>. We will write to <strong css={echo}>{receipt.email}</strong> to set up your walkthrough.
      </p>
      <ButtonLink to="/features" variant="secondary">
        Explore the features
      </ButtonLink>
    </CardView>
  )
}

// Visitor-typed text can be one long word (an email address): let it wrap anywhere instead of overflowing.
const echo = css`
  overflow-wrap: anywhere;
  color: ${theme.colors.text};
`
