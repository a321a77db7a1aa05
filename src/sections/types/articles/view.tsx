/** @jsxImportSource @emotion/react */
import { LatestArticles } from "../../../articles/components/latest-articles"
import { defineView } from "../define-view"

export const articlesView = defineView<"articles">({
  View: ({ section, data, refs }) => (
    <LatestArticles
      heading={section.heading}
      text={section.text}
      link={section.link}
      nodes={data.articles.nodes}
      order={refs.articles ?? []}
    />
  ),
})
