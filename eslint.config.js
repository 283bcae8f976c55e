import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports flow one way (docs/development.md, "Layout of the code"):
//   routes, root, entries -> layout -> features -> components, http, database, mail, publish-log
//   -> domain -> content (mail may use database)
// runtime/ is the composition root under the routes: it makes the site from the features.
// Each folder below names the folders it must never import. Type-only imports are allowed (a
// type crosses no boundary at run time). `npm run lint` fails on a backwards import, and
// tests/lint/layers.test.ts proves that it does.
const folder = (name) => ({ regex: `(^|/)${name}/`, message: `${name}/ is a higher layer.` });
const ABOVE_DOMAIN = [
  "features",
  "components",
  "layout",
  "routes",
  "runtime",
  "http",
  "database",
  "mail",
  "publish-log",
];
const FORBIDDEN = {
  content: ["domain", ...ABOVE_DOMAIN],
  domain: ABOVE_DOMAIN,
  components: ["features", "layout", "routes", "runtime", "http", "database", "mail"],
  http: ["features", "components", "layout", "routes", "runtime", "mail"],
  database: ["features", "components", "layout", "routes", "runtime", "http", "mail"],
  // Mail may keep its queues in the database, and nothing higher.
  mail: ["features", "components", "layout", "routes", "runtime", "http"],
  // The Publish log's contract, between the updater (deploy/) and the site.
  "publish-log": [
    "features",
    "components",
    "layout",
    "routes",
    "runtime",
    "http",
    "database",
    "mail",
  ],
  features: ["layout", "routes", "runtime"],
  layout: ["routes", "runtime"],
  runtime: ["routes", "layout"],
};
const features = readdirSync(new URL("app/features", import.meta.url));

function forbid(patterns) {
  return {
    "no-restricted-imports": [
      "error",
      { patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: true })) },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "editor/build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  ...Object.entries(FORBIDDEN).map(([layer, above]) => ({
    files: [`app/${layer}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: forbid(above.map(folder)),
  })),
  // A feature keeps to its own folder: what two features share lives in a lower layer.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}", "**/*-cli.ts"],
    rules: forbid([
      ...FORBIDDEN.features.map(folder),
      ...features
        .filter((other) => other !== feature)
        .map((other) => ({
          regex: `^\\.\\./${other}/`,
          message: `features/${other}/ is another feature: share through a lower layer.`,
        })),
    ]),
  })),
  {
    // A command-line entry of a feature starts what it needs, like the server entry does.
    files: ["app/features/**/*-cli.ts"],
    rules: forbid(["layout", "routes"].map(folder)),
  },
  {
    // Domain modules are pure: no React, no server code, no Node APIs.
    files: ["app/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: forbid([
      ...FORBIDDEN.domain.map(folder),
      { regex: "^(react|react-.*|node:.*)$", message: "Domain modules are pure." },
      { regex: "\\.server(\\.ts)?$", message: "Domain modules are pure." },
    ]),
  },
  {
    // Content is data: it imports nothing of the app, nor React.
    files: ["app/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: forbid([
      ...FORBIDDEN.content.map(folder),
      { regex: "^(react|react-.*)$", message: "Content is data." },
    ]),
  },
);
