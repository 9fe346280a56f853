#!/usr/bin/env bash
# The image's recipe, one script for the Dockerfile and for CI (.ci/run runs it in a clean copy of the
# repository, so the recipe cannot rot unseen):
#   install  the locked packages, then the Prisma client (npm's postinstall)
#   build    the web app (web/dist) and the API (api/dist, compiled JavaScript), then drop dev packages
#   smoke    start the built server (npm run serve) on embedded PGlite in a scratch data folder and wait
#            for /readyz and the web app's index page: the output runs without the build tools
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  install)
    # `npm ci` refuses the committed lock: the registry reachable here serves only linux-x64 builds of
    # packages with native binaries, so the other platforms' optional entries cannot be written into
    # package-lock.json. `npm install` installs the same locked versions (and leaves the lock as it is).
    npm install --no-audit --no-fund
    ;;
  build)
    npm run build
    npm prune --omit=dev --no-audit --no-fund
    ;;
  smoke)
    data="$(mktemp -d)"
    log="$data/server.log"
    # its own process group, so stopping it stops node too (npm does not pass the signal on)
    PORT=0 METRICS_PORT=0 HOST=127.0.0.1 DATA_DIR="$data" NODE_ENV=production SEED_DEMO=1 setsid npm run -s serve >"$log" 2>&1 &
    server=$!
    trap 'kill -- "-$server" 2>/dev/null; wait "$server" 2>/dev/null || true; rm -rf "$data"' EXIT
    url=""
    for _ in $(seq 1 120); do
      url="$(grep -o 'running on http://localhost:[0-9]*' "$log" | head -1 | sed 's/running on //')" || true
      [ -n "$url" ] && break
      kill -0 "$server" 2>/dev/null || { cat "$log"; echo "smoke: the server exited"; exit 1; }
      sleep 1
    done
    [ -n "$url" ] || { cat "$log"; echo "smoke: the server did not start"; exit 1; }
    curl -sf "$url/readyz" >/dev/null || { cat "$log"; echo "smoke: /readyz failed"; exit 1; }
    curl -sf "$url/client" | grep -q 'id="root"' || { echo "smoke: the web app is not served"; exit 1; }
    echo "smoke: the built server answers on $url"
    ;;
  *)
    echo "usage: scripts/build-image.sh install|build|smoke" >&2
    exit 2
    ;;
esac
