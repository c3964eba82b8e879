#!/usr/bin/env bash
# Brings the repository's own Node.js 24 and pnpm 10 (pinned in .tools/package.json),
# installs the workspace when needed, then runs the given pnpm script with them.
# Used by `npm start` and `npm test` so they work on a machine whose system Node is older.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"

if [ ! -x "$tools/node_modules/.bin/node" ] || [ ! -x "$tools/node_modules/.bin/pnpm" ] \
  || [ "$tools/package-lock.json" -nt "$tools/node_modules/.package-lock.json" ]; then
  echo "bootstrap: installing the pinned Node.js and pnpm into .tools/" >&2
  (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
fi
export PATH="$tools/node_modules/.bin:$PATH"

# pnpm install is a no-op (well under a second) when node_modules matches the lockfile.
if [ ! -f "$root/node_modules/.modules.yaml" ] || [ "$root/pnpm-lock.yaml" -nt "$root/node_modules/.modules.yaml" ]; then
  echo "bootstrap: installing workspace dependencies" >&2
  (cd "$root" && pnpm install --frozen-lockfile --reporter=append-only)
fi

cd "$root"
[ "$#" -eq 0 ] && exit 0
exec pnpm run "$@"
