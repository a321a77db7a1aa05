import type { GatsbySSR } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"
import { PageWrapper } from "./src/page-wrapper"

export { onRenderBody } from "./src/state/render-body"
export { replaceRenderer } from "./src/ssr/render-page"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pageContext={props.pageContext}>{element}</PageWrapper>
)
