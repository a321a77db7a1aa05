// A wall of customers' logos and one customer's words, from the stories (content/customers/<address>/).
import { z } from "zod"
import { heading, id, intro, link } from "../../../../schema/section-fields"
import { defineSection, type MissingReference } from "../define-section"

export const customersSection = z
  .strictObject({
    type: z.literal("customers"),
    heading,
    text: intro,
    stories: z
      .array(id.meta({ reference: "stories" }))
      .optional()
      .meta({
        title: "Logos",
        reference: "stories",
        description: "Stories by address (content/customers/<address>), in this order; empty: every published story",
      }),
    quote: id.optional().meta({
      title: "Quote from",
      reference: "stories",
      description: "The story whose first quote is shown under the logos",
    }),
    link: link.optional().meta({ title: "Link to all stories" }),
  })
  .meta({
    title: "Customers",
    description: "A wall of customers' logos and one customer's words",
    summary: "{{fields.heading}}",
  })

const noStory = (field: string, value: string): MissingReference => ({
  field,
  value,
  what: `which is not a customer story (no content/customers/${value}/)`,
})

export const customers = defineSection({
  schema: customersSection,
  check: (section, catalogue) => [
    ...(section.stories ?? []).flatMap((slug, i) =>
      catalogue.stories.has(slug) ? [] : [noStory(`stories.${i}`, slug)],
    ),
    ...(section.quote && !catalogue.stories.has(section.quote) ? [noStory("quote", section.quote)] : []),
  ],
  shown: ({ stories, quote, ...rest }, source) => ({
    ...rest,
    ...(stories ? { stories: stories.filter((slug) => source.story(slug) !== undefined) } : {}),
    ...(quote && source.story(quote) !== undefined ? { quote } : {}),
  }),
  resolve: (section, source) => ({
    stories: section.stories ? section.stories.flatMap((slug) => source.story(slug) ?? []) : source.stories(),
    quote: (section.quote && source.story(section.quote)) || "",
  }),
  height: () => ({ base: 1026.5, sm: 732.2, md: 759.4, lg: 758.4 }),
})
