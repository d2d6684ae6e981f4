#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (/usr/bin/chromium); no tool downloads its own browser.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it as root: apt-get update && apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
exit 1
