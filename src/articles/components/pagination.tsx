/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

type Props = { currentPage: number; pageCount: number; pagePath: (page: number) => string; label: string }

/** Numbered pages of a list, with the previous and next page; nothing when there is one page. */
export function Pagination({ currentPage, pageCount, pagePath, label }: Props) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={label} css={nav}>
      <ul css={list}>
        {currentPage > 1 && (
          <li>
            <Link to={pagePath(currentPage - 1)} rel="prev" css={item}>
              Newer
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <span aria-current="page" css={[item, current]}>
                {page}
              </span>
            ) : (
              <Link to={pagePath(page)} css={item} aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {currentPage < pageCount && (
          <li>
            <Link to={pagePath(currentPage + 1)} rel="next" css={item}>
              Older
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

const nav = css`
  margin-top: ${theme.space[7]};
`
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`
const item = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.control};
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`
const current = css`
  background: ${theme.colors.primary};
  border-color: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
`
