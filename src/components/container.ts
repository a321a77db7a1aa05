import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"

/** Centres content at the site's width with the page gutter. */
export const container = css`
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
`
export const section = css`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[8]};
`
