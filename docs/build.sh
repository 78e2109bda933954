#!/usr/bin/env bash
# Build the documentation in English and Chinese with warnings as errors, then check the Chinese catalogs.
#
#   docs/build.sh              both languages + translation check (what CI runs)
#   docs/build.sh en|zh        one language
#   docs/build.sh check        only the translation check (docs/check_translations.py)
#   docs/build.sh update-po    regenerate the message templates and merge them into docs/locale/zh_CN
#                              (new messages arrive untranslated, changed ones fuzzy: translate them, then build)
#
# Needs the `docs` extra (pip install -e ".[docs]": sphinx, sphinx-intl). Output: docs/_build/html/{en,zh_CN}.
# SPHINXOPTS adds sphinx-build options (e.g. SPHINXOPTS="-j auto").
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python}
OPTS=(-W --keep-going -q ${SPHINXOPTS:-})

build_en() { "$PYTHON" -m sphinx "${OPTS[@]}" -b html docs docs/_build/html/en; echo "built docs/_build/html/en"; }
build_zh() {
    "$PYTHON" -m sphinx "${OPTS[@]}" -b html -D language=zh_CN docs docs/_build/html/zh_CN
    echo "built docs/_build/html/zh_CN"
}
check() { "$PYTHON" docs/check_translations.py; }
update_po() {
    "$PYTHON" -m sphinx -q -b gettext docs docs/_build/gettext
    "$PYTHON" -m sphinx_intl update -p docs/_build/gettext -l zh_CN -d docs/locale
}

case "${1:-all}" in
    all) build_en; build_zh; check ;;
    en) build_en ;;
    zh) build_zh ;;
    check) check ;;
    update-po) update_po ;;
    *) echo "usage: docs/build.sh [all|en|zh|check|update-po]" >&2; exit 2 ;;
esac
