import type { GatsbySSR } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>
