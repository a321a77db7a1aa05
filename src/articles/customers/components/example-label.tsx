/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../../contracts/theme"

/**
 * The visible "Example" on an invented customer story (front matter `example: true`): on the story, its card, its
 * logo on the home page and its quote, so no invented customer is ever presented as a real one.
 */
export function ExampleLabel({ className }: { className?: string }) {
  return (
    <span css={label} className={className}>
      Example
    </span>
  )
}

const label = css`
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.highlight};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.highlightSoft};
  color: ${theme.colors.warningText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
`
