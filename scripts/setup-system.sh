#!/usr/bin/env bash
# Installs what a fresh Debian machine needs besides Node: Chromium for the browser tests and wrk for
# the benchmarks. PostgreSQL (for the server-mode API suite) is started when it is installed but down.
# Safe to run again: it only installs what is missing.
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
missing=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/nonexistent}" ] || missing+=(chromium)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
fc-list 2>/dev/null | grep -qi liberation || missing+=(fonts-liberation)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup-system: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The e2e journeys' browser (scripts/chromium.ts, journeyLaunchOptions): Chromium's headless shell
# costs them about a third less CPU. Optional: where the distribution has no such package, the
# journeys use the full Chromium.
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "setup-system: installing chromium-headless-shell (optional)"
  { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
    || { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1; }; } \
    || echo "setup-system: no chromium-headless-shell package here; the journeys use chromium"
fi
# PostgreSQL and Redis: start them if installed and down (the machine kind starts them; CI may find them stopped).
if command -v pg_ctlcluster >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "setup-system: starting PostgreSQL"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
fi
if command -v redis-server >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  echo "setup-system: starting Redis"
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /tmp || true
fi
echo "setup-system: ready (chromium: $(command -v chromium || echo "${CHROMIUM_PATH:-none}"), headless shell: $(command -v chromium-headless-shell || echo none))"
