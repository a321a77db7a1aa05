// Jest transforms TypeScript and JSX with the same Babel preset Gatsby uses for the site.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
