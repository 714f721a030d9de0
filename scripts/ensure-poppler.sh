#!/usr/bin/env bash
# The PDF report's browser test reads the PDFs it downloads with poppler-utils (pdftotext, pdffonts, pdftoppm):
# install Debian's package if they are missing.
set -euo pipefail
if command -v pdftotext >/dev/null && command -v pdffonts >/dev/null && command -v pdftoppm >/dev/null; then exit 0; fi
echo "poppler-utils not found: installing Debian's poppler-utils package (apt-get update && apt-get install -y poppler-utils)…"
if [ "$(id -u)" -ne 0 ]; then
  echo "error: installing poppler-utils needs root. Run: sudo apt-get update && sudo apt-get install -y poppler-utils" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt (e.g. an unattended upgrade) rather than fail on its lock.
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq poppler-utils >/dev/null
echo "poppler-utils installed: $(pdftotext -v 2>&1 | head -n 1)"
