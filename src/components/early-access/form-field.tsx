/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme, withHover } from "../../../contracts/theme"

/** The attributes that tie a control to its label and, when there is one, to its error message. */
export type ControlProps = {
  id: string
  "aria-invalid"?: true
  "aria-describedby"?: string
}

type Props = {
  id: string
  label: string
  /** Shows the visual marker; the control itself carries `required` for assistive tech. */
  required?: boolean
  /** What marks a field that is not required, in the form's words ("(optional)"). */
  optional: string
  error?: string | undefined
  children: (control: ControlProps) => ReactNode
}

/** A label, its control and the server's message for it, right under the control. */
export function FormField({ id, label, required = false, optional: optionalMarker, error, children }: Props) {
  const errorId = `${id}-error`
  const control: ControlProps = error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id }
  return (
    <div css={field}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {required ? (
          <span aria-hidden="true" css={[marker, afterLabel]}>
            *
          </span>
        ) : (
          <span css={optional}> {optionalMarker}</span>
        )}
      </label>
      {children(control)}
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </div>
  )
}

const field = css`
  display: grid;
  gap: ${theme.space[1]};
`
const labelStyle = css`
  font-weight: 650;
  font-size: ${theme.fontSizes.sm};
`
export const marker = css`
  color: ${theme.colors.danger};
`
const afterLabel = css`
  margin-left: ${theme.space[1]};
`
const optional = css`
  font-weight: 400;
  color: ${theme.colors.subtle};
`
const errorStyle = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

/** Inputs and selects: full width, 16px text (smaller makes iOS zoom in on focus), a touch-sized target. */
export const control = css`
  width: 100%;
  min-height: ${theme.sizes.control};
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  /* subtle, not border: a control's edge needs 3:1 contrast to be seen (WCAG 1.4.11). */
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.sm};
  ${withHover} {
    transition: border-color 120ms ease;
  }
  &:hover {
    border-color: ${theme.colors.text};
  }
  &:focus {
    border-color: ${theme.colors.primary};
  }
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
`
