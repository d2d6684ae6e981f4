#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; no tool downloads its own browser. The journeys
# run in Debian's `chromium-headless-shell` (the same Chromium build without the desktop browser
# around it, which is what Playwright itself runs headless: docs/decisions/1225); the benches
# (Lighthouse, INP, first-visit sizes) drive the full browser, /usr/bin/chromium.
set -euo pipefail
SHELL_PATH=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
BROWSER_PATH=/usr/bin/chromium
if [ -x "$SHELL_PATH" ] && [ -x "$BROWSER_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and chromium-headless-shell for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
  exit 0
fi
if [ -x "$SHELL_PATH" ]; then exit 0; fi
echo "Chromium's headless shell is missing at $SHELL_PATH. Install it as root:" >&2
echo "  apt-get update && apt-get install -y chromium chromium-headless-shell" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
exit 1
