import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { request, startOwnServer, type OwnServer } from "./support/own-server";

// A POST (or PUT, DELETE, PATCH) to a file of public/ or of the build was a 500: Next sets 405 and
// then renders a /405 page an App Router app does not have. `npm start`'s server (scripts/serve.mjs)
// answers these with the 405 itself; reading the files is unchanged.
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const PUBLIC = path.join(process.cwd(), "public");
const publicFiles = (dir = PUBLIC): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(full) : [`/${path.relative(PUBLIC, full).split(path.sep).join("/")}`];
  });

test("a request other than GET or HEAD for a file of public/ or the build is a 405 naming GET and HEAD, never a 500", async () => {
  const page = await request(server.port, "GET", "/about");
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(page.body)?.[0];
  expect(chunk).toBeTruthy();
  const files = [...publicFiles(), chunk!, "/icon.svg", "/manifest.webmanifest", "/serwist/sw.js"];
  for (const file of files) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await request(server.port, method, file, { json: {} });
      expect(answer.status, `${method} ${file}`).toBe(405);
    }
    expect((await request(server.port, "GET", file)).status, `GET ${file}`).toBe(200);
  }
  // A page or an API route is not a file: a POST there is still the app's to answer.
  expect((await request(server.port, "POST", "/api/user/login", { json: {} })).status).toBe(422);
});
