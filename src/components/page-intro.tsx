/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { container } from "./container"
import { mq, theme } from "../../contracts/theme"

type Props = {
  title: string
  lead?: ReactNode
  eyebrow?: string
  children?: ReactNode
  /** A card set beside the intro on large screens and below it on small ones. */
  aside?: ReactNode
}

/**
 * The band at the top of an inner page: its H1 and a lead paragraph, and a card beside them when given. Its pieces
 * (IntroBand, IntroSplit, IntroText) let a page keep the text static and the card an island
 * (src/templates/invite-page.tsx).
 */
export function PageIntro({ title, lead, eyebrow, children, aside }: Props) {
  const text = (
    <IntroText title={title} lead={lead} eyebrow={eyebrow}>
      {children}
    </IntroText>
  )
  return <IntroBand>{aside ? <IntroSplit intro={text} aside={aside} /> : text}</IntroBand>
}

/** The band's background and width. */
export function IntroBand({ children }: { children: ReactNode }) {
  return (
    <div css={band}>
      <div css={container}>{children}</div>
    </div>
  )
}

/** The text and a card beside it on large screens, below it on small ones. */
export function IntroSplit({ intro, aside }: { intro: ReactNode; aside: ReactNode }) {
  return (
    <div css={split}>
      <div>{intro}</div>
      <div>{aside}</div>
    </div>
  )
}

/** Eyebrow, H1, lead and what follows them. */
export function IntroText({ title, lead, eyebrow, children }: Omit<Props, "aside">) {
  return (
    <>
      {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
      <h1 css={heading}>{title}</h1>
      {lead && <div css={leadStyle}>{lead}</div>}
      {children}
    </>
  )
}

const band = css`
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.background} 100%);
  border-bottom: 1px solid ${theme.colors.border};
`
const split = css`
  display: grid;
  gap: ${theme.space[6]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) ${theme.sizes.introAside};
    gap: ${theme.space[7]};
    align-items: start;
  }
`
const eyebrowStyle = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`
const heading = css`
  max-width: 40rem;
  font-size: ${theme.fontSizes.xxl};
  ${mq.md} {
    font-size: ${theme.fontSizes.display};
  }
`
const leadStyle = css`
  max-width: 42rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  p:last-child {
    margin-bottom: 0;
  }
`
