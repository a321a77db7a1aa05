import type { ReactNode } from "react"
import { container, section } from "../container"
import { HydrationBoundary } from "../hydration-boundary"
import { Layout } from "../layout"
import { PageIntro } from "../page-intro"
import { PrivacyContact } from "./privacy-contact"
import type { SearchAttributes } from "../../search/search-attributes"

interface Props {
  page: { html?: string | null; frontmatter: { title: string; floatingContact: boolean } }
  /** Beside the page's text (the request form, the link's button). */
  aside?: ReactNode
  /** Under it, before the privacy contact (what is held). */
  children?: ReactNode
  /** The request page's searchAttributes; the pages a link from an email opens are never searched. */
  search?: SearchAttributes
}

/** The frame of every your-data page: the writer's text, the page's own part, and who answers, each a boundary. */
export function YourDataPage({ page, aside, children, search }: Props) {
  return (
    <Layout floatingContact={page.frontmatter.floatingContact} search={search}>
      <HydrationBoundary>
        <PageIntro
          title={page.frontmatter.title}
          lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />}
          aside={aside}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, section]}>
          {children}
          <PrivacyContact title="Questions, or a complaint about your data?" />
        </div>
      </HydrationBoundary>
    </Layout>
  )
}
