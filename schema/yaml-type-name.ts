/** "home" -> "HomeYaml", "pricing-plans" -> "PricingPlansYaml": the GraphQL type of a YAML file. */
export function yamlTypeName(fileName: string): string {
  const words = fileName.split(/[^a-zA-Z0-9]+/).filter(Boolean)
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("") + "Yaml"
}
