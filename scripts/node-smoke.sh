#!/usr/bin/env bash
# Smoke of the real server on another Node line (issue #39): the suite runs on the machine's Node, this proves that
# Node <version> (24 by default) starts the built app and answers a sign-in, a list, a create and its read-back.
# The runtime comes from npm's `node` package (the registry, cached by npx after the first time): nothing to install.
# Needs the built app (`npm run build`, which `npm test` runs). Everything, the download included, must end within
# SMOKE_LIMIT_SECONDS (120 by default): a server that hangs must not hold the CI.
# Usage: scripts/node-smoke.sh [version=24]
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-24}"
limit="${SMOKE_LIMIT_SECONDS:-120}"
started_ms=$(date +%s%3N)

if [ ! -f packages/app/dist/index.html ]; then
  echo "Humo en Node $version: falta la app compilada (packages/app/dist). Corra antes npm run build." >&2
  exit 1
fi

# The package's bin is the real binary, so its execPath is what the driver hands to the server it spawns.
if ! node_bin=$(timeout "$limit" npx --yes -p "node@$version" node -p process.execPath); then
  echo "Humo en Node $version: no se pudo obtener Node $version con npx (paquete node@$version del registro npm)." >&2
  exit 1
fi
actual=$("$node_bin" -v)
if [[ "$actual" != "v$version".* ]]; then
  echo "Humo en Node $version: npx trajo Node $actual." >&2
  exit 1
fi

# The driver stops on its own at the limit (stopping the server and removing its folder); timeout is the last resort.
export SMOKE_STARTED_AT="$started_ms" SMOKE_LIMIT_SECONDS="$limit"
timeout -k 5 "$((limit + 15))" "$node_bin" --import tsx e2e/bench/node-smoke.ts
