/** @jsxImportSource @emotion/react */
// The contact page's content below the header, as a static part: its intro, the ways to reach the company, and the
// office (from content/contact.yaml, in the page's language, and content/site.yaml).
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { staticPart } from "../static-parts/static-part"
import { PageIntro } from "./page-intro"
import { container, section } from "./container"
import { useSite } from "../hooks/use-site"
import { translatedData, type DataWords } from "../languages/data-words"
import { mq, theme } from "../../contracts/theme"

type Channel = Queries.ContactPageQuery["contactYaml"] extends infer C
  ? C extends { channels: ReadonlyArray<infer T> }
    ? T
    : never
  : never

/** A translated link channel may lead to the page in its language (content/<code>/contact.yaml's `to`). */
function ChannelValue({ channel }: { channel: Channel & { readonly to?: string } }) {
  switch (channel.kind) {
    case "email":
      return <a href={`mailto:${channel.value}`}>{channel.value}</a>
    case "phone":
      return <a href={`tel:${channel.value.replace(/[^+\d]/g, "")}`}>{channel.value}</a>
    default:
      return <Link to={channel.to ?? channel.value}>{channel.note ?? channel.label}</Link>
  }
}

/** `words`: content/<code>/contact.yaml's, on a translated contact page (src/languages/data-words.ts). */
function Contact({ data, words }: { data: Queries.ContactPageQuery; words?: DataWords | undefined }) {
  const site = useSite()
  const { markdownRemark: page, contactYaml: contact } = translatedData(data, words)
  if (!page || !contact) return null
  return (
    <>
      <PageIntro eyebrow={page.frontmatter.title} title={contact.heading} lead={<p>{contact.text}</p>} />
      <div css={[container, section]}>
        <div css={grid}>
          {contact.channels.map((channel) => (
            <section key={channel.label} css={card}>
              <h2 css={label}>{channel.label}</h2>
              <p css={value}>
                <ChannelValue channel={channel} />
              </p>
              {channel.note && channel.kind !== "link" && <p css={note}>{channel.note}</p>}
            </section>
          ))}
        </div>
        <div css={office}>
          <h2 css={label}>{contact.officeHeading}</h2>
          <address css={address}>
            {site.legalName}
            <br />
            {site.address}
          </address>
          <p css={note}>{contact.hours}</p>
        </div>
      </div>
    </>
  )
}

export default staticPart("contact", Contact)

const grid = css`
  display: grid;
  gap: ${theme.space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`
const card = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`
const label = css`
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.subtle};
`
const value = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 650;
  overflow-wrap: anywhere;
  margin-bottom: ${theme.space[2]};
`
const note = css`
  margin: 0;
  color: ${theme.colors.muted};
`
const office = css`
  margin-top: ${theme.space[7]};
`
const address = css`
  font-style: normal;
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space[2]};
`
