import { defineConfig } from "vitest/config";

// Mutation testing (npm run test:mutation) runs only the tests of the rules it mutates:
// app/domain/ holds them beside the rules, so a mutant is judged by the tests written for it.
export default defineConfig({
  test: {
    include: ["app/domain/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
