/** @jsxImportSource @emotion/react */
import { useEffect, useRef, type ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

type Props = {
  title: string
  /** Move focus to the title when the view appears in answer to the visitor (not on page load). */
  focusOnMount?: boolean
  tone?: "neutral" | "success" | "danger"
  icon?: ReactNode
  children?: ReactNode
}

/** What replaces the form in its card: a titled message and what the visitor can do next. */
export function CardView({ title, focusOnMount = false, tone = "neutral", icon, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  return (
    <div css={view}>
      {icon && (
        <span aria-hidden="true" css={[badge, tones[tone]]}>
          {icon}
        </span>
      )}
      <h2 ref={heading} tabIndex={-1} css={[cardTitle, headingStyle]}>
        {title}
      </h2>
      {children}
    </div>
  )
}

/** The title of whatever the card shows, the form's included. */
export const cardTitle = css`
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.fontSizes.xl};
`
const view = css`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
  p {
    margin: 0;
  }
`
const headingStyle = css`
  margin: 0;
  &:focus {
    outline: none;
  }
`
const badge = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.control};
  height: ${theme.sizes.control};
  border-radius: ${theme.radii.pill};
  svg {
    width: 50%;
    height: 50%;
  }
`
const tones = {
  neutral: css`
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  `,
  success: css`
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  `,
  danger: css`
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  `,
}
