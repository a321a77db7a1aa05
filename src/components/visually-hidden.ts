// Text kept for screen readers and hidden from sight (the usual clip pattern): one rule for every component that
// needs it, spread into a css prop or into a nested rule (`${visuallyHidden}`).
import { css } from "@emotion/react"

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`
