/** @jsxImportSource @emotion/react */
import { FeatureCards } from "../../../components/feature-cards"
import { container, section as sectionSpace } from "../../../components/container"
import { SectionHeading } from "../../components/section-heading"
import { defineView } from "../define-view"

export const featuresView = defineView<"features">({
  View: ({ section, index, data }) => {
    const all = data.featuresYaml?.features ?? []
    const features = section.features.flatMap((id) => all.filter((feature) => feature.id === id))
    return (
      <section
        css={[container, sectionSpace]}
        aria-labelledby={section.heading ? `section-${index + 1}-heading` : undefined}
      >
        {section.heading && (
          <SectionHeading id={`section-${index + 1}-heading`} heading={section.heading} text={section.text} />
        )}
        <FeatureCards features={features} headingLevel={section.heading ? 3 : 2} />
      </section>
    )
  },
})
