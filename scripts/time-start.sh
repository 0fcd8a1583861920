#!/usr/bin/env bash
# Times `npm start` to serving (issue 34 point 5), in this checkout or a fresh clone of one:
#
#   scripts/time-start.sh [--clone=DIR [--rev=REV]] [--starts=N] [--port=P] [--keep]
#
# --clone=DIR   first `git clone` DIR's HEAD into a scratch folder and hard-link DIR's node_modules (and its
#               workspaces') into it, as `check:fresh-clone --reuse-modules` does: a first start there has
#               no `dist` and no server bundle. Without it, the current checkout is started as it is.
# --rev=REV     the clone checks out REV (a commit of DIR) instead of DIR's HEAD.
# --starts=N    starts on the same (first empty) DATA_DIR, one after the other (default 2).
#
# Each start: `DATA_DIR=<scratch> PORT=P START_TIMING=1 npm start` (P 3961 unless --port) in a process group of its own, timed from
# the command to (1) the first 200 of GET /api/health, (2) the first successful demo login (13800000001), and
# (3) the first GET /mainPage that answers 200 with the server's render in it (`id="hz-ssr"`): "serving" is
# all three. Then the group is stopped (SIGTERM, SIGKILL after 15 s). The load average is printed with every
# figure: the machine may be shared. The start's output is kept in <scratch>/start-N.log.
set -euo pipefail

clone_from=''
rev=''
starts=2
port=3961
keep=0
for arg in "$@"; do
  case "$arg" in
    --clone=*) clone_from="${arg#--clone=}" ;;
    --rev=*) rev="${arg#--rev=}" ;;
    --starts=*) starts="${arg#--starts=}" ;;
    --port=*) port="${arg#--port=}" ;;
    --keep) keep=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

scratch=$(mktemp -d /tmp/hz-time-start-XXXXXX)
data="$scratch/data"
mkdir -p "$data"
if [ -n "$clone_from" ]; then
  src=$(cd "$clone_from" && pwd)
  dir="$scratch/hz"
  git clone -q "$src" "$dir"
  if [ -n "$rev" ]; then git -C "$dir" checkout -q "$rev"; fi
  cp -al "$src/node_modules" "$dir/node_modules"
  for d in apps/*/ packages/*/; do
    if [ -d "$src/$d/node_modules" ]; then cp -al "$src/$d/node_modules" "$dir/$d/node_modules"; fi
  done
else
  dir=$(pwd)
fi
cd "$dir"
base="http://127.0.0.1:$port"
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
load() { cut -d' ' -f1 /proc/loadavg; }
pgid=''
cleanup() {
  if [ -n "$pgid" ]; then kill -TERM -- "-$pgid" 2>/dev/null || true; fi
  if [ "$keep" = 0 ]; then rm -rf "$scratch"; fi
}
trap cleanup EXIT

stop() {
  kill -TERM -- "-$pgid" 2>/dev/null || true
  for _ in $(seq 150); do
    kill -0 -- "-$pgid" 2>/dev/null || { pgid=''; return; }
    sleep 0.1
  done
  kill -KILL -- "-$pgid" 2>/dev/null || true
  pgid=''
}

if curl -s -o /dev/null --max-time 1 "$base/"; then
  echo "something already answers on port $port: choose another with --port" >&2
  exit 1
fi
login='{"mobile":"13800000001","password":"Huizhan@2026"}'
for n in $(seq "$starts"); do
  log="$scratch/start-$n.log"
  echo "start $n: load $(load) before"
  t0=$(now)
  DATA_DIR="$data" PORT="$port" START_TIMING=1 setsid npm start >"$log" 2>&1 &
  pgid=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$base/api/health")" = 200 ]; do
    kill -0 "$pgid" 2>/dev/null || { echo "npm start exited; its log:"; cat "$log"; exit 1; }
    sleep 0.1
  done
  echo "  /api/health 200 at $(since "$t0") s (load $(load))"
  until curl -s --max-time 5 -H 'content-type: application/json' -d "$login" "$base/api/User/login" |
    grep -q '"errCode":"success"'; do
    sleep 0.2
  done
  echo "  demo login succeeded at $(since "$t0") s (load $(load))"
  until curl -s --max-time 30 "$base/mainPage" | grep -q 'id="hz-ssr"'; do sleep 0.2; done
  echo "  /mainPage server-rendered at $(since "$t0") s (load $(load)): serving"
  # a first start seeds the demo data beyond the members while serving: when it is all in
  if grep -q 'demo data after the members follows' "$log"; then
    for _ in $(seq 600); do grep -q 'start: demo data complete' "$log" && break; sleep 0.2; done
    echo "  demo data complete by $(since "$t0") s (load $(load))"
  fi
  stop
  grep -E '^start: |"serving"' "$log" | sed 's/^/  | /' || true
done
if [ "$keep" = 1 ]; then echo "kept: $scratch"; fi
