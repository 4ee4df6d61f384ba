#!/usr/bin/env bash
# Builds the runtime stage of deploy/Dockerfile without Docker and starts it: a folder with the
# compiled server (server/dist), the built web client, the migrations and static files, and the
# server workspace's production dependencies alone. Then it checks that no development tool made
# it in, that `node server/dist/main.js` starts in production mode and answers /api/health, and
# that SIGTERM ends it with exit 0. Needs `npm run build:web` first; builds the server itself.
#   bash deploy/check-production.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ -f desktop/dist/web/index.html ] || { echo "desktop/dist/web is missing: run npm run build:web first" >&2; exit 1; }
npm run build -w @squadhub/server --silent

app="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null || true
  rm -rf "$app"
}
trap cleanup EXIT

# The same files, in the same places, as the Dockerfile's runtime stage.
mkdir -p "$app/shared" "$app/server" "$app/desktop/dist" "$app/data"
cp package.json package-lock.json "$app/"
cp shared/package.json "$app/shared/"
cp server/package.json "$app/server/"
cp desktop/package.json "$app/desktop/"
(cd "$app" && npm ci --omit=dev --workspace @squadhub/server --no-audit --no-fund --loglevel=error)
cp -r server/dist server/drizzle server/static "$app/server/"
cp -r desktop/dist/web "$app/desktop/dist/"

for tool in tsx typescript vitest esbuild electron vite @playwright/test drizzle-kit; do
  if [ -e "$app/node_modules/$tool" ]; then
    echo "FAIL: the production install holds the development tool $tool" >&2
    exit 1
  fi
done
echo "ok: production dependencies only ($(ls "$app/node_modules" | wc -l) top-level packages, no tsx or other tools)"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
vapid=$(cd "$app/server" && node -e "const k=require('web-push').generateVAPIDKeys();console.log(k.publicKey+' '+k.privateKey)")
(
  cd "$app"
  exec env -i PATH="$PATH" HOME="$app" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
    DATA_DIR="$app/data" PUBLIC_URL="http://127.0.0.1:$port" \
    JWT_SECRET="check-production-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
    STRIPE_SECRET_KEY=sk_test_check_production STRIPE_WEBHOOK_SECRET=whsec_check_production \
    SMTP_URL=smtp://127.0.0.1:9 VAPID_PUBLIC_KEY="${vapid% *}" VAPID_PRIVATE_KEY="${vapid#* }" \
    VAPID_SUBJECT=mailto:ops@squadhub.example SHUTDOWN_DRAIN_MS=0 LOG_LEVEL=warn \
    node --enable-source-maps server/dist/main.js
) &
server_pid=$!

for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  kill -0 "$server_pid" 2>/dev/null || { echo "FAIL: the compiled server exited during start-up" >&2; exit 1; }
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null
# The page is read whole first: `curl | grep -q` under pipefail fails when grep stops reading at
# its match while curl still writes (curl's exit 23).
home_page=$(curl -fsS "http://127.0.0.1:$port/")
grep -q '<div id="root"' <<<"$home_page" || { echo "FAIL: / does not serve the web client" >&2; exit 1; }
echo "ok: node server/dist/main.js answers /api/health and serves the web client in production mode"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[ "$status" -eq 0 ] || { echo "FAIL: SIGTERM ended the server with exit $status" >&2; exit 1; }
echo "ok: SIGTERM ended it with exit 0"
