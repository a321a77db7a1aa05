/** @jsxImportSource @emotion/react */
import { useContext, useId } from "react"
import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { PageLanguageContext } from "../../languages/language-context"
import { theme } from "../../../contracts/theme"

/**
 * Who answers privacy requests and grievances, from content/site.yaml (their role in the page's language): on the
 * privacy page (where its Markdown says {privacyContact}, under the writer's own heading), on every "your data" page
 * (with `title`, a heading of its own), and at the foot of the emails those pages send.
 */
export function PrivacyContact({ title }: { title?: string }) {
  // Their role in the page's language (its shell's words); who they are and where, as site.yaml says. Rendered on
  // the server only (a static part, and the privacy page's static text): this costs no page any script.
  const { shell } = useContext(PageLanguageContext)
  const contact = { ...useSite().privacyContact, ...shell?.privacyContact }
  const id = useId()
  return (
    <section css={box} {...(title ? { "aria-labelledby": id } : { "aria-label": contact.role })}>
      {title && (
        <h2 id={id} css={heading}>
          {title}
        </h2>
      )}
      <address css={address}>
        <strong>{contact.name}</strong>, {contact.role}
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <br />
        {contact.address}
      </address>
    </section>
  )
}

const box = css`
  margin: ${theme.space[5]} 0;
  padding: ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  max-width: ${theme.sizes.prose};
`
const heading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.md};
`
const address = css`
  font-style: normal;
  line-height: ${theme.lineHeights.body};
  overflow-wrap: anywhere;
`
