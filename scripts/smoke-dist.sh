#!/usr/bin/env bash
# What the image does, without a container engine (CI runs it after the tests):
# build dist/ from a copy of the sources, install it as the Dockerfile does
# (package*.json + dist, `npm ci --omit=dev`, the built portal web app as
# PORTAL_WEB_DIR) into a clean temporary directory, check that dist imports
# only production dependencies, start `node dist/main.js` in production mode
# as an unprivileged user, wait for /readyz, make one real request, fetch the
# web app's page and one asset and check their headers, send SIGTERM and
# expect exit code 0. Then
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

step "build the portal web app (scripts/build-portal-web.mjs, as the image's build stage)"
mkdir -p "$work/build/scripts" "$work/build/packages"
cp "$repo/scripts/build-portal-web.mjs" "$work/build/scripts/"
for package in client portal-web; do
  mkdir -p "$work/build/packages/$package"
  (cd "$repo/packages/$package" && tar --exclude=./node_modules --exclude=./dist -cf - .) | tar -xf - -C "$work/build/packages/$package"
done
(cd "$work/build" && node scripts/build-portal-web.mjs)
web_app=
[ -f "$work/build/packages/portal-web/dist/index.html" ] && web_app=1

step "production install (npm ci --omit=dev)"
app="$work/app"
mkdir -p "$app"
cp "$repo/package.json" "$repo/package-lock.json" "$app/"
cp -R "$work/build/dist" "$app/dist"
mkdir -p "$app/portal-web"
if [ -n "$web_app" ]; then cp -R "$work/build/packages/portal-web/dist/." "$app/portal-web/"; fi
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
  TURNSTILE_SECRET=smoke-not-a-test-secret TURNSTILE_SITE_KEY=smoke-not-a-test-site-key MAIL_TRANSPORT=outbox \
  PORTAL_WEB_DIR="$app/portal-web" \
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

# The portal web app: its page (no-store, the CSP) and, named by the page, one hashed asset (immutable).
header() { grep -i "^$1:" "$2" | head -1 | cut -d' ' -f2- | tr -d '\r'; }
page_headers="$work/page.headers"
page_status=$(curl -s -o "$work/page.html" -D "$page_headers" -w '%{http_code}' -H 'Accept: text/html' "http://127.0.0.1:$port/sign-in")
if [ -n "$web_app" ]; then
  [ "$page_status" = 200 ] || fail "GET /sign-in (Accept: text/html) answered $page_status, not the app's page"
  [ "$(header cache-control "$page_headers")" = no-store ] || fail "the page is not Cache-Control: no-store"
  case "$(header content-security-policy "$page_headers")" in
    *"script-src 'self' https://challenges.cloudflare.com"*"frame-ancestors 'none'"*) ;;
    *) fail "the page lacks the portal web app's Content-Security-Policy" ;;
  esac
  asset=$(grep -o '/assets/[^"]*\.js' "$work/page.html" | head -1)
  [ -n "$asset" ] || fail "the page names no /assets/*.js"
  asset_headers="$work/asset.headers"
  asset_status=$(curl -s -o /dev/null -D "$asset_headers" -w '%{http_code}' "http://127.0.0.1:$port$asset")
  [ "$asset_status" = 200 ] || fail "GET $asset answered $asset_status"
  [ "$(header cache-control "$asset_headers")" = "public, max-age=31536000, immutable" ] || fail "$asset is not immutable"
  echo "GET /sign-in: the app's page (no-store, CSP); GET $asset: immutable"
else
  # This checkout has no web app (no packages/portal-web/vite.config.ts): the server says how to build one.
  [ "$page_status" = 503 ] || fail "GET /sign-in without a built web app answered $page_status, not 503"
  echo "GET /sign-in: 503 (no portal web app in this checkout)"
fi

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
