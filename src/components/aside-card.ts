import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"

/** The panel beside a page's intro that holds its one action: an emailed link's button, the your-data link request. */
export const asideCard = css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`
