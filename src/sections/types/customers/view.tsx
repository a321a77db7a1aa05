/** @jsxImportSource @emotion/react */
import { CustomerLogos, type WallStory } from "../../../articles/customers/components/customer-logos"
import type { SectionsData } from "../../sections-page-data"
import { defineView } from "../define-view"

function wallStory(node: SectionsData["stories"]["nodes"][number]): WallStory {
  return {
    id: node.id,
    path: node.path,
    company: node.company,
    example: node.example,
    logo: { url: node.logo.publicURL ?? "", width: node.logoBox.width, height: node.logoBox.height },
  }
}

export const customersView = defineView<"customers">({
  View: ({ section, data, refs }) => {
    const byId = new Map(data.stories.nodes.map((node) => [node.id, node]))
    const stories = (refs.stories ?? []).flatMap((id) => {
      const node = byId.get(id)
      return node ? [wallStory(node)] : []
    })
    const quoted = refs.quote ? byId.get(refs.quote) : undefined
    const quote = quoted?.quotes[0]
    return (
      <CustomerLogos
        heading={section.heading}
        text={section.text}
        link={section.link}
        stories={stories}
        quote={quoted && quote ? { story: wallStory(quoted), quote } : null}
      />
    )
  },
})
