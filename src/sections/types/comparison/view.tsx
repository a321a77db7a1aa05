/** @jsxImportSource @emotion/react */
import { ComparisonSection } from "../../components/comparison-section"
import { defineView } from "../define-view"

export const comparisonView = defineView<"comparison">({
  View: ({ section, index, data }) => (
    <ComparisonSection
      section={section}
      index={index}
      productName={data.siteYaml?.productName ?? ""}
      comparison={data.comparisons.nodes.find((node) => node.comparisonId === section.alternative) ?? null}
    />
  ),
})
