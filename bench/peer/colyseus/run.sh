#!/usr/bin/env bash
# The side-by-side peer of `bench server`: installs Colyseus 0.16 into a scratch folder (once),
# starts its kitchen-like room server, drives it with the same load shape from a second node
# process, prints the figures and stops the server. Usage: run.sh [--rooms N] [--seconds S] [--warmup S]
set -euo pipefail
rooms=10 seconds=10 warmup=3
while [ $# -gt 0 ]; do
  case "$1" in
    --rooms) rooms="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    *) echo "bench peer colyseus: unknown option '$1'; use --rooms N --seconds S --warmup S" >&2; exit 2 ;;
  esac
done
for v in "$rooms" "$seconds" "$warmup"; do
  case "$v" in ''|*[!0-9]*) echo "bench peer colyseus: --rooms, --seconds and --warmup take whole numbers, got '$v'" >&2; exit 2 ;; esac
done
command -v node >/dev/null || { echo "bench peer colyseus: node is not installed (Node 20 or newer)" >&2; exit 1; }
here="$(cd "$(dirname "$0")" && pwd)"
scratch="${UNDERCOOKED_PEER_DIR:-${TMPDIR:-/tmp}/undercooked-peer-colyseus}"
mkdir -p "$scratch"
cp "$here/package.json" "$here/server.mjs" "$here/clients.mjs" "$scratch/"
if ! cmp -s "$here/package.json" "$scratch/.installed" 2>/dev/null; then
  (cd "$scratch" && npm install --no-audit --no-fund --loglevel=error >/dev/null)
  cp "$here/package.json" "$scratch/.installed"
fi
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
node "$scratch/server.mjs" "$port" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/figures" >/dev/null 2>&1 && break
  sleep 0.1
done
node "$scratch/clients.mjs" "$port" "$rooms" "$seconds" "$warmup"
