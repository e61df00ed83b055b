#!/usr/bin/env bash
# What the image does, without a container engine (CI runs it after the tests):
# build dist/ from a copy of the sources, install it as the Dockerfile does
# (package*.json + dist, `npm ci --omit=dev`) into a clean temporary directory,
# check that dist imports only production dependencies, start
# `node dist/main.js` in production mode as an unprivileged user, wait for
# /readyz, make one real request, send SIGTERM and expect exit code 0. Then
# check that compose.yaml and deploy/*.yaml parse.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
start=$(date +%s)
step() { echo "-- $* ($(( $(date +%s) - start ))s)"; }

step "build (npm run build in a copy of the sources)"
mkdir -p "$work/build"
cp -R "$repo/src" "$repo/package.json" "$repo/tsconfig.json" "$repo/tsconfig.build.json" "$work/build/"
ln -s "$repo/node_modules" "$work/build/node_modules"
(cd "$work/build" && npm run --silent build)

step "production install (npm ci --omit=dev)"
app="$work/app"
mkdir -p "$app"
cp "$repo/package.json" "$repo/package-lock.json" "$app/"
cp -R "$work/build/dist" "$app/dist"
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
for dev in tsx esbuild typescript vitest; do
  if [ -e "$app/node_modules/$dev" ]; then echo "dev dependency $dev is in the production install" >&2; exit 1; fi
done
node "$repo/scripts/check-dist-imports.mjs" "$app"

step "start from dist in production mode"
data="$work/data"
mkdir -p "$data"
as_user=()
if [ "$(id -u)" = 0 ] && id nobody >/dev/null 2>&1 && command -v setpriv >/dev/null; then
  # As in the image: the code is root's and read-only to the server, only DATA_DIR is its own.
  chmod 755 "$work"
  chown -R nobody "$data"
  as_user=(setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups --)
  echo "running as nobody"
fi
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
access_code="smoke-$(node -e 'console.log(require("crypto").randomBytes(9).toString("hex"))')"
log="$work/server.log"
# setpriv execs node in place, so $pid is the server itself, as PID 1 is in the image.
(cd "$app" && exec env -i PATH="$PATH" HOME="$data" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
  DATA_DIR="$data/db" LOG_LEVEL=warn \
  MASTER_KEY="$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64"))')" \
  PORTAL_ACCESS_CODES="$access_code" OPERATOR_ACCESS_CODES="$access_code-operator" \
  TURNSTILE_SECRET=smoke-not-a-test-secret MAIL_TRANSPORT=outbox \
  "${as_user[@]}" node dist/main.js) >"$log" 2>&1 &
pid=$!

fail() { echo "smoke: $*" >&2; echo "--- server log" >&2; cat "$log" >&2; exit 1; }
ready=
for _ in $(seq 1 180); do
  kill -0 "$pid" 2>/dev/null || fail "the server exited before it was ready"
  if curl -sf -o /dev/null "http://127.0.0.1:$port/readyz"; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || fail "/readyz did not answer 200 within 90 s"
step "ready"

body=$(curl -sf -H "X-PORTAL-ACCESS-CODE: $access_code" "http://127.0.0.1:$port/web/v1/partner/constants/countries") ||
  fail "GET /web/v1/partner/constants/countries did not answer 2xx"
node -e '
  const body = JSON.parse(process.argv[1]);
  const countries = JSON.stringify(body).match(/"alpha2Code"/g) ?? [];
  if (countries.length < 200) { console.error("unexpected countries body: " + process.argv[1].slice(0, 300)); process.exit(1); }
  console.log(`GET /web/v1/partner/constants/countries: ${countries.length} countries`);
' "$body" || fail "the countries answer is not what the API serves"

kill -TERM "$pid"
code=0
wait "$pid" || code=$?
pid=
[ "$code" = 0 ] || fail "SIGTERM ended the server with exit code $code, not 0"
step "SIGTERM: exit code 0"

step "compose.yaml and deploy/*.yaml parse"
(cd "$repo" && node --input-type=module -e '
  import { readFileSync } from "node:fs";
  import { parseAllDocuments } from "yaml";
  for (const file of process.argv.slice(1)) {
    const documents = parseAllDocuments(readFileSync(file, "utf8"));
    const errors = documents.flatMap((document) => document.errors);
    if (errors.length > 0) { console.error(`${file}: ${errors.map(String).join("; ")}`); process.exit(1); }
    const kinds = documents.map((document) => document.toJS()?.kind ?? "compose");
    console.log(`${file}: ${kinds.join(", ")}`);
  }
' compose.yaml deploy/*.yaml)
step "done"
