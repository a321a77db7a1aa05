// Five projects, run separately by the npm scripts:
//   unit   - components (jsdom) and pure modules, fast
//   api    - the server side in api/, server/ and ops/, and the contracts (node)
//   build  - gatsby builds of fixture content folders (slow, spawns gatsby)
//   deploy - what deploy uploads (needs `npm run build` first): the Functions through the adapter's Lambda
//            wrappers under each supported Node, and _headers/_redirects as the CDN reads them
//   e2e    - the built site in real headless Chromium (needs `npm run build` first), one file at a time (two were
//            measured slower: docs/development.md); e2e-alone the few of them that must never run beside another
// Browser files may run two at a time (npx jest --maxWorkers=2), except these: they hold the server to limits in wall-clock
// time (200 concurrent requests within 60 s, each within 15 s) that a file busy beside them on the other core could
// break. They run one at a time after the others, as project e2e-alone (docs/development.md, "A browser test file
// may run beside another").
const E2E_ALONE = ["tests/e2e/early-access-load.test.ts"]

const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/\\.cache"],
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: [
        "<rootDir>/src/**/*.test.{ts,tsx}",
        "<rootDir>/gatsby/**/*.test.ts",
        "<rootDir>/cms/**/*.test.{ts,tsx}",
        "<rootDir>/schema/**/*.test.ts",
      ],
      moduleNameMapper: {
        "\\.(css)$": "<rootDir>/__mocks__/style-mock.js",
        "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
      },
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFiles: ["<rootDir>/tests/helpers/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-dom.ts"],
    },
    {
      ...shared,
      displayName: "api",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/api/**/*.test.ts",
        "<rootDir>/server/**/*.test.ts",
        "<rootDir>/ops/**/*.test.ts",
        "<rootDir>/config/**/*.test.ts",
        "<rootDir>/contracts/**/*.test.ts",
        "<rootDir>/tools/**/*.test.ts",
      ],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/build/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/build-timeouts.ts"],
    },
    {
      ...shared,
      displayName: "deploy",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/deploy/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/e2e-timeouts.ts"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...E2E_ALONE],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/e2e-timeouts.ts"],
    },
    {
      ...shared,
      displayName: "e2e-alone",
      testEnvironment: "node",
      testMatch: E2E_ALONE.map((file) => `<rootDir>/${file}`),
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/e2e-timeouts.ts"],
    },
  ],
}
