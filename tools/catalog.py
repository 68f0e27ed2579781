"""The message catalogue's tools: extract, update, compile and check it (through Babel).

The package's messages are English in the code (``_``, ``ngettext``, ``pgettext``, ``N_``,
``NP_`` and ``Noun``: :data:`pyanitsa_edu.i18n.KEYWORDS`); each language's
translations are in ``pyanitsa_edu/i18n/locale/<lang>/LC_MESSAGES/pyanitsa_edu.po``, compiled to
the ``.mo`` beside it, which is committed and shipped in the wheel. ``docs/translating.md``
says how to add or change a message.

Commands::

    python tools/catalog.py extract [--output build/pyanitsa_edu.pot]   # the template
    python tools/catalog.py update      # add new messages to each .po, drop stale ones
    python tools/catalog.py compile     # write each .mo from its .po
    python tools/catalog.py check       # exit 1 if anything is new, stale, untranslated...

``make catalog`` runs update, compile and check.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pyanitsa_edu"
LOCALE = PACKAGE / "i18n" / "locale"
DOMAIN = "pyanitsa_edu"
VERSION = "0.1.0"
"""The version written in the catalogues' headers."""
LANGUAGES = ("ru",)
"""The languages with a catalogue (English is the language of the code)."""

sys.path.insert(0, str(ROOT))
# the checkout's package, not an installed one
from pyanitsa_edu.i18n import KEYWORDS  # noqa: E402
from pyanitsa_edu.i18n.fmt import CASES, NOUNS  # noqa: E402

FIELD = re.compile(r"(?<!\{)\{([^{}!:]*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")
"""A ``str.format`` field: ``{n}``, ``{p:.1%}``, ``{0!r}`` (not ``{{`` or ``}}``)."""

Key = tuple[str, str | None]
"""A message's identity in a catalogue: its id (the singular for a plural) and its context."""


def po_path(lang: str) -> Path:
    """Return the path of ``lang``'s ``.po`` file."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    """Return the path of ``lang``'s compiled ``.mo`` file."""
    return po_path(lang).with_suffix(".mo")


def extract(root: Path = PACKAGE) -> Catalog:
    """Return the template: every message of the package's code, with its places."""
    template = Catalog(project=DOMAIN, version=VERSION, charset="utf-8", fuzzy=False)
    method_map = [("**/_course/**", "ignore"), ("**.py", "python")]
    found = extract_from_dir(str(root), method_map, keywords=KEYWORDS, strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        place = (f"pyanitsa_edu/{Path(filename).as_posix()}", lineno)
        before = template.get(message[0] if isinstance(message, tuple) else message, context)
        if before is not None and isinstance(before.id, tuple) != isinstance(message, tuple):
            raise SystemExit(f"{place[0]}:{lineno}: {message!r} is both a plain and a plural "
                             "message: give one of them a context (pgettext, context_noun)")
        template.add(message, locations=[place], auto_comments=comments, context=context)
    if root == PACKAGE:
        add_noun_cases(template)
    return template


def add_noun_cases(template: Catalog) -> None:
    """Add every noun of ``pyanitsa_edu.i18n.fmt.NOUNS`` in every case of ``fmt.CASES`` (the
    case's name is the context), so that ``count(n, noun, case=...)`` finds its forms."""
    place = ("pyanitsa_edu/i18n/fmt.py", 0)
    for noun in NOUNS.values():
        for case in CASES:
            template.add((noun.one, noun.many), locations=[place], context=case,
                         auto_comments=[f"the noun after a number, in the {case} case"])


def key(message: Message) -> Key:
    """Return the identity of a catalogue message."""
    ident = message.id[0] if isinstance(message.id, tuple | list) else message.id
    return (str(ident), message.context)


def read(lang: str) -> Catalog:
    """Return ``lang``'s catalogue as it is on disk."""
    with po_path(lang).open("rb") as po:
        return read_po(po, locale=lang, domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    """Return a catalogue written as a ``.po`` file (messages sorted by id, files without
    line numbers, so that moving code changes nothing)."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False,
             omit_header=False, ignore_obsolete=True)  # fmt: skip
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """Return a catalogue compiled to ``.mo`` bytes (fuzzy messages left out)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update(template: Catalog, lang: str) -> Catalog:
    """Return ``lang``'s catalogue with the template's messages: new ones untranslated, stale
    ones dropped, places refreshed (Babel's fuzzy matching off: a changed message is new)."""
    catalog = read(lang)
    header = (catalog.creation_date, catalog.msgid_bugs_address)
    catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
    catalog.obsolete.clear()
    catalog.creation_date, catalog.msgid_bugs_address = header  # unchanged unless edited
    return catalog


def fields(text: str) -> set[str]:
    """Return the names of a text's ``str.format`` fields."""
    return set(FIELD.findall(text))


def _strings(value: object) -> list[str]:
    """Return a message's id or string as a list of texts (one per plural form)."""
    if isinstance(value, tuple | list):
        return [str(v) for v in value]
    return [str(value)]


def problems(template: Catalog, catalog: Catalog) -> list[str]:
    """Return what is wrong with a catalogue against the code's template (empty: nothing).

    New or stale messages, a message without a translation or a fuzzy one, plural forms
    missing, and fields (``{n}``) that differ between the English and a translation.
    """
    found = []
    wanted = {key(m) for m in template if m.id}
    have = {key(m): m for m in catalog if m.id}
    found += [f"new message, not in the catalogue: {k!r}" for k in sorted(wanted - have.keys(),
              key=str)]  # fmt: skip
    found += [f"stale message, not in the code: {k!r}" for k in sorted(have.keys() - wanted,
              key=str)]  # fmt: skip
    forms = catalog.num_plurals
    for k, message in sorted(have.items(), key=lambda item: str(item[0])):
        if k not in wanted:
            continue
        english = _strings(message.id)
        translated = _strings(message.string)
        if message.fuzzy:
            found.append(f"fuzzy: {k!r}")
        if not all(t.strip() for t in translated):
            found.append(f"not translated: {k!r}")
            continue
        if len(english) > 1 and len(translated) != forms:
            found.append(f"{len(translated)} plural forms instead of {forms}: {k!r}")
        expected = set().union(*(fields(e) for e in english))
        for text in translated:
            if fields(text) != expected and not (len(english) > 1 and fields(text) < expected):
                found.append(f"fields {sorted(fields(text))} instead of {sorted(expected)}: {k!r}")
    return found


# --- the command line ---------------------------------------------------------------------------


def _write(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` if it differs; return whether it changed."""
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def _report(lines: Iterable[str]) -> None:
    """Print each line."""
    for line in lines:
        print(line)


def main(argv: list[str] | None = None) -> int:
    """Run one command; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    ex = sub.add_parser("extract", help="write the template of every message of the code")
    ex.add_argument("--output", type=Path, default=ROOT / "build" / f"{DOMAIN}.pot")
    sub.add_parser("update", help="bring each .po up to date with the code")
    sub.add_parser("compile", help="compile each .po to its .mo")
    sub.add_parser("check", help="exit 1 if a catalogue is out of date or incomplete")
    args = parser.parse_args(argv)

    if args.command == "extract":
        template = extract()
        _write(args.output, po_bytes(template))
        print(f"{args.output}: {len(template)} messages")
    elif args.command == "update":
        template = extract()
        for lang in LANGUAGES:
            changed = _write(po_path(lang), po_bytes(update(template, lang)))
            print(f"{po_path(lang).relative_to(ROOT)}: {'updated' if changed else 'up to date'}")
    elif args.command == "compile":
        for lang in LANGUAGES:
            changed = _write(mo_path(lang), mo_bytes(read(lang)))
            print(f"{mo_path(lang).relative_to(ROOT)}: {'written' if changed else 'up to date'}")
    elif args.command == "check":
        template = extract()
        bad = []
        for lang in LANGUAGES:
            catalog = read(lang)
            bad += [f"{lang}: {p}" for p in problems(template, catalog)]
            if mo_path(lang).read_bytes() != mo_bytes(catalog):
                bad.append(f"{lang}: {mo_path(lang).name} is not compiled from the .po")
        _report(bad or ["the catalogue is complete and up to date"])
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
