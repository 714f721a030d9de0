#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Install it if it is missing.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
echo "Chromium not found at $CHROME: installing Debian's chromium package (apt-get update && apt-get install -y chromium)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "error: installing Chromium needs root. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt (e.g. an unattended upgrade) rather than fail on its lock.
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
echo "Chromium installed: $("$CHROME" --version 2>/dev/null || echo "$CHROME")"
