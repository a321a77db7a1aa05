/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { container, section } from "../container"
import { HydrationBoundary } from "../hydration-boundary"
import { Layout } from "../layout"
import PageIntro from "../page-intro.static"
import { IntroBand, IntroSplit } from "../page-intro"
import IntroText from "../intro-text.static"
import PrivacyContact from "./privacy-contact.static"
import { useYourDataWords } from "./use-your-data-words"
import type { SearchAttributes } from "../../search/search-attributes"
import { LeadHtml } from "../lead-html"

interface Props {
  page: { html?: string | null; frontmatter: { title: string; floatingContact: boolean } }
  /** Beside the page's text (the request form, the link's button). */
  aside?: ReactNode
  /** Under it, before the privacy contact (what is held). */
  children?: ReactNode
  /** The request page's searchAttributes; the pages a link from an email opens are never searched. */
  search?: SearchAttributes
}

/**
 * The frame of every your-data page: the writer's text (static), the page's own part (an island: the request form, the
 * link's button, what is held with its downloads and corrections), and who answers (static).
 */
export function YourDataPage({ page, aside, children, search }: Props) {
  const { words } = useYourDataWords()
  const lead = <LeadHtml html={page.html ?? ""} />
  return (
    <Layout floatingContact={page.frontmatter.floatingContact} search={search}>
      {aside ? (
        <IntroBand>
          <IntroSplit
            intro={<IntroText title={page.frontmatter.title} lead={lead} />}
            aside={<HydrationBoundary>{aside}</HydrationBoundary>}
          />
        </IntroBand>
      ) : (
        <PageIntro title={page.frontmatter.title} lead={lead} />
      )}
      <div css={[container, section]}>
        {children && <HydrationBoundary>{children}</HydrationBoundary>}
        <PrivacyContact title={words.questions} />
      </div>
    </Layout>
  )
}
