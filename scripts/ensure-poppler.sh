#!/usr/bin/env bash
# Debian's poppler-utils (pdftotext, pdfinfo): the PDF font test (apps/api/src/lib/pdf.test.ts)
# reads PDFs back as a reader copies text out, and the manifest print journey
# (e2e/manifest-print.spec.ts) reads Chromium's PDF back. Installed here when missing and we are root.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's poppler-utils for the PDF text checks..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext is missing. Install it as root: apt-get update && apt-get install -y poppler-utils" >&2
exit 1
