// A customer story's own layout around its shared parts (results band, the lead quote, the later quotes): the story
// page's static part (story.static.tsx) and the editor's preview of a story (cms/previews/story-preview.tsx) both
// draw with these. A plain module, because a static part exports nothing but itself (gatsby/static-part-loader.cjs).
import { css } from "@emotion/react"
import { theme } from "../../../../contracts/theme"

export const storyResults = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};
`
export const storyLeadQuote = css`
  margin: ${theme.space[4]} 0 ${theme.space[7]};
  padding: ${theme.space[5]} ${theme.space[6]};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
  background: ${theme.colors.surfaceAlt};
`
export const storyLaterQuotes = css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};
`
export const storyLaterQuote = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`
