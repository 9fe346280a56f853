#!/usr/bin/env bash
# Runs the Prisma CLI offline, for `prisma generate`: the client needs no native engine, but the CLI still
# looks for the schema engine's binary at start-up, so point it at a stub (prisma/.engine-stub) and let it
# skip the checksum download. The CLI's migrate and db commands would need that native engine: the project
# applies migrations with its own runner (`npm run db:deploy`) and writes them with `npm run db:diff`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export PRISMA_SCHEMA_ENGINE_BINARY="$here/.engine-stub"
export PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING=1
export PRISMA_HIDE_UPDATE_MESSAGE=1
export PATH="$here/../node_modules/.bin:$PATH"
export CHECKPOINT_DISABLE=1
exec "$here/../node_modules/.bin/prisma" "$@"
