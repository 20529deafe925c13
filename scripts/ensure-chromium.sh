#!/usr/bin/env bash
# The browser tests run in Debian's Chromium: Playwright's own browser download cannot reach its host here.
# Installs it where this user can (root with apt-get); otherwise stops at once with the one command to run.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH apunta a $CHROMIUM_PATH, que no es un ejecutable." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando Chromium de Debian para las pruebas en navegador…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi

echo "Las pruebas en navegador necesitan Chromium en $chromium. Instálelo con:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
