import type { Migration } from "../migrations.server.ts";

export const migration8: Migration = {
  version: 8,
  description: "a desk mark the released content has passed is spent for good",
  sql: `
      -- Set once the content a release serves reads other than the mark's "from" (its commit was
      -- released, or the work was edited since): from then on the content is the truth, even if
      -- it later reads the old value again (features/desk/marks.server.ts, spendPassedMarks).
      ALTER TABLE availability_marks ADD COLUMN spent_at_ms INTEGER;
    `,
};
