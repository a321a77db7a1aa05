// The facts beside a story's title (src/articles/customers/components/story-intro.tsx), in words and with the links
// to the industry's and size's pages: the story page and the editor's preview both say them this way.
import { articlePaths, customers } from "../kinds"
import type { StoryFact } from "./components/story-intro"
import { industryName, sizeLabel, sizeSlug } from "./vocabulary"

export function storyFacts(story: {
  industry: string
  size: string
  region: string
  plan: string
  features: ReadonlyArray<string>
}): StoryFact[] {
  const paths = articlePaths(customers)
  return [
    {
      term: "Industry",
      details: [{ label: industryName(story.industry), to: paths.facet({ facet: "industry", value: story.industry }) }],
    },
    {
      term: "Company size",
      details: [{ label: sizeLabel(story.size), to: paths.facet({ facet: "size", value: sizeSlug(story.size) }) }],
    },
    { term: "Region", details: [{ label: story.region }] },
    { term: "Plan", details: [{ label: story.plan, to: "/pricing" }] },
    { term: "Features used", details: story.features.map((feature) => ({ label: feature })) },
  ]
}
