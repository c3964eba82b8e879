#!/usr/bin/env bash
# Runs the repository's pinned Node.js 24 (bootstrapping it if needed) with the given arguments.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -x "$root/.tools/node_modules/.bin/node" ] || bash "$root/scripts/bootstrap.sh"
exec "$root/.tools/node_modules/.bin/node" "$@"
