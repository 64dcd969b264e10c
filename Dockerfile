# syntax=docker/dockerfile:1
# The app as a container image (docs/deploy.md; docs/decisions/0045-the-container-image.md).
# Debian-based (glibc): argon2 and sharp ship prebuilt glibc binaries. Three stages: the production
# dependencies, the build, and the runtime, which holds only what the COPY steps below name.
# tests/e2e/deploy.spec.ts lays a folder out from these COPY steps and runs it: keep them one path each.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# No secret is needed to build, and none is written into the image: every setting is read at run time.
RUN npm run build && npm run build:migrate && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app --no-create-home app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/next.config.ts ./next.config.ts
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/content/packs ./content/packs
COPY --from=build /app/content/hi/packs ./content/hi/packs
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/dist/db-migrate.mjs ./dist/db-migrate.mjs
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build /app/scripts/serve-options.mjs ./scripts/serve-options.mjs
COPY --from=build /app/scripts/static-methods.mjs ./scripts/static-methods.mjs
# The app's files stay root's and read-only to it; only Next's cache (optimised images) and the
# embedded database's folder, when no DATABASE_URL is given, are its own to write.
RUN mkdir -p .next/cache .data && chown app:app .next/cache .data
USER app
EXPOSE 3000
# Ready means the database answers and has this build's migrations (app/api/ready/route.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Next's own server with one addition: it knows the caller's real address (scripts/serve.mjs).
CMD ["node", "scripts/serve.mjs"]
