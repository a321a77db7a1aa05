/** @jsxImportSource @emotion/react */
// What every card in an article list shares (a post, a customer story): the grid, the card's frame and its title,
// whose link covers the whole card so the card is one target. Each kind's card fills the frame (article-card.tsx,
// customers/components/story-card.tsx).
import type { ReactNode } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

/** Cards in a grid: one column on a phone, two on a tablet, three on a laptop. */
export function CardGrid<T extends { id: string }>({
  items,
  render,
}: {
  items: ReadonlyArray<T>
  render: (item: T) => ReactNode
}) {
  return (
    <ul css={grid}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  )
}

/** The card's frame: a bordered box as tall as its row. `className` adds the kind's own padding and spacing. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <article css={card} className={className}>
      {children}
    </article>
  )
}

/** The card's heading, its link stretched over the whole card. */
export function CardTitle({
  to,
  level = 2,
  children,
  className,
}: {
  to: string
  level?: 2 | 3
  children: ReactNode
  className?: string
}) {
  const Heading = `h${level}` as const
  return (
    <Heading css={title} className={className}>
      <Link to={to} css={link}>
        {children}
      </Link>
    </Heading>
  )
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`
const card = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`
const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
`
const link = css`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${theme.radii.md};
  }
`
