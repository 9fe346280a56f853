#!/usr/bin/env bash
# Runs the Prisma CLI offline: the WebAssembly engines do the work, but the CLI still looks for native
# engine files at start-up, so point it at a stub file and let it skip the checksum download.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export PRISMA_QUERY_ENGINE_LIBRARY="$here/.engine-stub"
export PRISMA_SCHEMA_ENGINE_BINARY="$here/.engine-stub"
export PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING=1
export PRISMA_HIDE_UPDATE_MESSAGE=1
export PATH="$here/../node_modules/.bin:$PATH"
export CHECKPOINT_DISABLE=1
exec "$here/../node_modules/.bin/prisma" "$@"
