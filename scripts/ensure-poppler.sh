#!/usr/bin/env bash
# The PDF font test (apps/api/src/lib/pdf.test.ts) also reads PDFs back with Debian's pdftotext
# (poppler-utils), as a PDF reader copies text out; installed here when missing and we are root.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's poppler-utils for the PDF text checks..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext is missing: the PDF test that reads text with poppler is skipped." >&2
echo "(install it as root: apt-get update && apt-get install -y poppler-utils)" >&2
