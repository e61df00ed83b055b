# syntax=docker/dockerfile:1
# Partner Portal API: build dist/ with the dev tools, ship it with production dependencies only.
# scripts/smoke-dist.sh does what this image does and runs in CI (there is no container engine there).

# --- build: the full install (typescript), then `npm run build` -------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/client/package.json packages/client/package.json
COPY packages/portal-web/package.json packages/portal-web/package.json
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src src
RUN npm run build
# The portal web app: Vite bundles it with the SDK from source. /app/portal-web always exists (empty
# when this checkout has no app), so the runtime's PORTAL_WEB_DIR names a folder.
COPY scripts/build-portal-web.mjs scripts/build-portal-web.mjs
COPY packages/client packages/client
COPY packages/portal-web packages/portal-web
RUN node scripts/build-portal-web.mjs \
  && mkdir -p portal-web \
  && if [ -d packages/portal-web/dist ]; then cp -R packages/portal-web/dist/. portal-web/; fi

# --- deps: production dependencies only (no tsx, esbuild, typescript, vitest) -----------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ----------------------------------------------------------------------------------
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data PORTAL_WEB_DIR=/app/portal-web
WORKDIR /app
# The code belongs to root and is read-only to the server; only DATA_DIR (PGlite, when no
# DATABASE_URL is set) is writable by it.
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/dist dist
# The built portal web app, served at / on PORT (docs/operations.md, "The portal web app").
COPY --from=build /app/portal-web portal-web
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
# `docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) .`: the commit label of portal_build_info.
# Last, so a new commit rebuilds no layer above.
ARG GIT_COMMIT=""
ENV GIT_COMMIT=${GIT_COMMIT}
LABEL org.opencontainers.image.revision=${GIT_COMMIT}
USER node
EXPOSE 8080
# /healthz answers while the process lives (never shed), on PORT also when MANAGEMENT_PORT moves
# /metrics away; readiness (/readyz) is the orchestrator's business.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM/SIGINT itself (src/serve.ts: stop accepting, drain in-flight
# requests, close the database, exit 0), so no init is needed for signals. It starts no child
# processes, so there are no zombies to reap either. `docker run --init` adds tini if wanted.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
