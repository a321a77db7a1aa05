import { Global, css } from "@emotion/react"
import { theme } from "../../contracts/theme"
import { CONTAINER_RULE } from "../static-parts/part-id"
import { globalClassStyles } from "./global-class-styles"

const styles = css`
  ${CONTAINER_RULE}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Keeps the scrollbar's room from the first paint: it appearing while a long page is still
       parsing moved every centred element sideways, a layout shift of its own. */
    scrollbar-gutter: stable;
    /* Whatever focus, a fragment link or scrollIntoView brings into view stays clear of the sticky header. */
    scroll-padding-top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeights.tight};
    letter-spacing: -0.015em;
    margin: 0 0 ${theme.space[4]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  a {
    color: ${theme.colors.primary};
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={[styles, ...globalClassStyles]} />
}
