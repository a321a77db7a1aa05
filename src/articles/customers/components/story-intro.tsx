/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { container } from "../../../components/container"
import { mq, theme } from "../../../../contracts/theme"
import { CompanyLogo, type LogoData } from "./company-logo"
import { ExampleLabel } from "./example-label"

/** A fact about the company; several details (the features it uses) are a list. */
export type StoryFact = { term: string; details: ReadonlyArray<{ label: string; to?: string }> }

type Props = {
  title: string
  description: string
  company: string
  logo: LogoData
  example: boolean
  listPath: string
  facts: ReadonlyArray<StoryFact>
}

/** The top of a story: the customer's logo, the headline and lead, and the facts about the company beside them. */
export function StoryIntro({ title, description, company, logo, example, listPath, facts }: Props) {
  return (
    <div css={band}>
      <div css={[container, grid]}>
        <div>
          <p css={eyebrow}>
            <Link to={listPath} css={eyebrowLink}>
              Customer story
            </Link>
            {example && <ExampleLabel />}
          </p>
          <CompanyLogo logo={logo} company={company} height={48} lazy={false} css={logoStyle} />
          <h1 css={heading}>{title}</h1>
          <p css={lead}>{description}</p>
          {example && (
            <p css={note}>
              {company} is an invented company: this story shows how a customer story reads here, and will be replaced
              by a real customer's.
            </p>
          )}
        </div>
        <aside css={card} aria-label={`About ${company}`}>
          <dl css={list}>
            {facts.map((fact) => (
              <div key={fact.term} css={row}>
                <dt css={term}>{fact.term}</dt>
                <dd css={details}>
                  {fact.details.length > 1 ? (
                    <ul css={detailList}>
                      {fact.details.map((detail) => (
                        <li key={detail.label}>
                          {detail.to ? <Link to={detail.to}>{detail.label}</Link> : detail.label}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    fact.details.map((detail) =>
                      detail.to ? (
                        <Link key={detail.label} to={detail.to}>
                          {detail.label}
                        </Link>
                      ) : (
                        <span key={detail.label}>{detail.label}</span>
                      ),
                    )
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  )
}

const band = css`
  padding: ${theme.space[7]} 0 ${theme.space[6]};
  background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.background} 100%);
  border-bottom: 1px solid ${theme.colors.border};
  ${mq.md} {
    padding-top: ${theme.space[8]};
  }
`
const grid = css`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    gap: ${theme.space[8]};
  }
`
const eyebrow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[5]};
`
const eyebrowLink = css`
  display: inline-block;
  padding: ${theme.space[1]} 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
const logoStyle = css`
  display: block;
  max-width: 100%;
  object-fit: contain;
  height: 48px;
  width: auto;
  margin-bottom: ${theme.space[5]};
`
const heading = css`
  font-size: ${theme.fontSizes.xxl};
  line-height: ${theme.lineHeights.tight};
  ${mq.md} {
    font-size: ${theme.fontSizes.display};
  }
`
const lead = css`
  max-width: ${theme.sizes.prose};
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
`
const note = css`
  max-width: ${theme.sizes.prose};
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const card = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`
const list = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
`
const row = css`
  display: grid;
  gap: ${theme.space[1]};
`
const term = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.subtle};
`
const detailList = css`
  margin: 0;
  padding-left: ${theme.space[4]};
  li + li {
    margin-top: ${theme.space[1]};
  }
`
const details = css`
  margin: 0;
  color: ${theme.colors.text};
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
`
