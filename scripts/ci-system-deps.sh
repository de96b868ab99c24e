#!/usr/bin/env bash
# System packages the test suites need, from Debian's archive:
# - postgresql: the server suite runs once on embedded PGlite and once more on a real PostgreSQL.
# - chromium: the shop's browser tests (playwright-core drives /usr/bin/chromium);
#   fonts-noto-cjk and fonts-thai-tlwg so screenshots in Chinese, Japanese, Korean and Thai are readable.
# Prints `export ...` lines for the caller to eval (TEST_DATABASE_URL).
set -euo pipefail

need=()
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
dpkg -s fonts-thai-tlwg >/dev/null 2>&1 || need+=(fonts-thai-tlwg)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
fi

# Start the default cluster and make a throwaway test database owned by a test role.
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
# shellcheck disable=SC2086
pg_ctlcluster $cluster start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -qtAc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'crossmart') THEN CREATE ROLE crossmart LOGIN SUPERUSER PASSWORD 'crossmart'; END IF; END \\\$\\\$\"" >&2
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'crossmart_test'\"" | grep -q 1 \
  || su postgres -c "createdb -O crossmart crossmart_test" >&2
port=$(pg_lsclusters -h | awk 'NR==1 {print $3}')
echo "export TEST_DATABASE_URL=postgres://crossmart:crossmart@127.0.0.1:${port}/crossmart_test"
