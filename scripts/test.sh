#!/usr/bin/env bash
# `npm test`: every test — lint and types, unit and golden tests, then browser tests against the production build.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
step() { echo; echo "== $*"; }

step "lint (Biome)"
npx biome ci . || status=1
step "types (tsc)"
npx tsc --noEmit -p tsconfig.json || status=1

step "unit and golden tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1

step "Chromium"
bash scripts/ensure-chromium.sh || status=1
step "poppler-utils (the PDF report's browser test)"
bash scripts/ensure-poppler.sh || status=1
step "production build"
npx vite build --logLevel warn || status=1
step "browser tests (Chromium, production build)"
npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json || status=1

echo
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json || status=1
exit $status
