/** @jsxImportSource @emotion/react */
import { Hero, HeroText } from "../../../components/home/hero"
import { defineView } from "../define-view"
import { imageOf } from "../images"

export const heroView = defineView<"hero">({
  View: ({ section, data, refs }) => {
    const { variant, type: _type, image: _file, ...text } = section
    return (
      <Hero
        {...text}
        variant={variant === "split" ? "split" : "centred"}
        image={imageOf(data.heroImages.nodes, refs.images?.[0])}
      />
    )
  },
  // With the form beside it (an island), its words are a static part of their own.
  Intro: ({ section }) => <HeroText {...section} align="start" />,
})
