// The direction of imports is enforced by ESLint (eslint.config.js). These lint snippets as if
// they were files of the app, to show that a backwards import fails and a forward one passes.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the direction of imports", () => {
  // The first lint loads ESLint's whole configuration and TypeScript: up to a minute on a busy
  // two-core machine. Paid once here, so that each case below is quick.
  beforeAll(() => restrictedImports("app/domain/example.ts", ""), 120_000);

  it.each([
    ["app/domain/example.ts", 'import { siteOf } from "../runtime/site.server.ts";\nsiteOf;'],
    ["app/domain/example.ts", 'import { useState } from "react";\nuseState;'],
    ["app/content/example.ts", 'import { stripTags } from "../domain/html.ts";\nstripTags;'],
    ["app/components/example.tsx", 'import { X } from "../features/seo/page-meta.ts";\nX;'],
    ["app/features/seo/example.ts", 'import { X } from "../mailing-list/csv.ts";\nX;'],
    ["app/features/seo/example.ts", 'import { X } from "../../runtime/context.ts";\nX;'],
    ["app/http/example.ts", 'import { X } from "../features/pictures/picture.ts";\nX;'],
    ["app/mail/example.ts", 'import { X } from "../features/desk/code-mail.ts";\nX;'],
    ["app/database/example.ts", 'import { X } from "../mail/outbox.server.ts";\nX;'],
    ["app/publish-log/example.ts", 'import { X } from "../features/publishes/status-page.ts";\nX;'],
  ])("refuses %s importing upwards: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ["app/routes/example.tsx", 'import { X } from "../features/seo/page-meta.ts";\nX;'],
    ["app/features/seo/example.ts", 'import { X } from "../../domain/html.ts";\nX;'],
    ["app/domain/example.ts", 'import { X } from "../content/schema.ts";\nX;'],
    ["app/features/desk/example.ts", 'import { X } from "../../mail/outbox.server.ts";\nX;'],
    ["app/mail/example.ts", 'import { X } from "../database/transaction.server.ts";\nX;'],
    [
      "app/components/example.tsx",
      'import type { loader } from "../root.tsx";\nexport type L = typeof loader;',
    ],
  ])("lets %s import downwards: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
