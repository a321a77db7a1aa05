import type { GatsbySSR } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"

export { onRenderBody } from "./src/state/render-body"
export { onPreRenderHTML, replaceRenderer } from "./src/ssr/render-page"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>
