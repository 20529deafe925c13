#!/usr/bin/env bash
# The month's export is opened by LibreOffice in a server test (common-expense-documents/templates.test.ts), which
# runs where LibreOffice is installed. CI installs Debian's headless Calc when it can (root with apt-get); elsewhere
# the test is skipped and says so.
set -euo pipefail

command -v soffice >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando LibreOffice Calc (sin interfaz) para abrir la planilla exportada…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui >/dev/null
  command -v soffice >/dev/null 2>&1 && exit 0
fi

echo "LibreOffice no está instalado: la prueba que abre la planilla exportada se omite." >&2
echo "  sudo apt-get install -y --no-install-recommends libreoffice-calc-nogui" >&2
