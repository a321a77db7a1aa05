// One customer story: the page below the header is a static part (components/story.static.tsx), so the page hydrates
// nothing of its own and none of its components are in the browser's bundle.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../components/layout"
import { socialImagePath } from "../../../../config/social-image"
import { searchAttributes } from "../../../search/search-attributes"
import { articlePaths, customers } from "../../kinds"
import type { PublicationState } from "../../publication"
import { ArticleHead } from "../../components/article-head"
import { article as articleData } from "../../article-json-ld"
import Story from "../components/story.static"
import { industryName } from "../vocabulary"

type Context = { id: string; status: PublicationState; noindex: boolean }

const paths = articlePaths(customers)

export default function StoryPage({ data, pageContext }: PageProps<Queries.StoryPageQuery, Context>) {
  const { story, siteYaml: site } = data
  if (!story || !site) return null
  return (
    <Layout
      floatingContact={false}
      // An example story is in the site's own search (under its label), though search engines are asked to skip it.
      search={searchAttributes({
        kind: "Customer story",
        title: story.title,
        tags: [industryName(story.industry)],
        date: story.day,
        noindex: pageContext.status !== "published",
      })}
    >
      <Story data={data} status={pageContext.status} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.StoryPageQuery, Context> = ({ data, location, pageContext }) => {
  const { story, siteYaml: site } = data
  if (!story || !site) return null
  const path = paths.article(story.slug)
  return (
    <ArticleHead
      kind={customers}
      site={site}
      title={story.example ? `${story.title} (example)` : story.title}
      description={story.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      path={path}
      name={story.company}
      date={story.date}
      updated={story.updated}
      structuredData={articleData(
        {
          ...story,
          path,
          image: socialImagePath(path),
          section: customers.title,
          keywords: [industryName(story.industry), ...story.features],
          about: { name: story.company, logo: story.logo.publicURL ?? "/favicon.svg" },
        },
        site,
      )}
    />
  )
}

export const query = graphql`
  query StoryPage($id: String!, $related0: String!, $related1: String!, $related2: String!) {
    story: customerStory(id: { eq: $id }) {
      id
      slug
      title
      description
      date
      day
      updated
      company
      industry
      size
      region
      plan
      features
      example
      logo {
        publicURL
      }
      logoBox {
        width
        height
      }
      metrics {
        value
        unit
        label
      }
      quotes {
        text
        name
        role
        photo {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 48, height: 48)
          }
        }
      }
      body {
        html
      }
    }
    related0: customerStory(id: { eq: $related0 }) {
      ...StoryCardFields
    }
    related1: customerStory(id: { eq: $related1 }) {
      ...StoryCardFields
    }
    related2: customerStory(id: { eq: $related2 }) {
      ...StoryCardFields
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
