import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "db/migrations/**", "dist/**"],
  },
];
export default config;
