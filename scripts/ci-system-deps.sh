#!/usr/bin/env bash
# System packages the test suites need (Debian): none yet beyond Node and npm.
# Later suites add Chromium (browser tests) and PostgreSQL (server tests on a real server) here.
set -euo pipefail
