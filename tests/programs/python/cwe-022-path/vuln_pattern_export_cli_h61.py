# A pattern export cli program of the h61 set (cwe-022-path).
"""Command-line exporter for the alterations workshop pattern library.

Usage:
    pattern-export --pattern "jackets%2Fsingle-breasted-42.svg" --out ./cutting-table

Pattern references are copied from the booking system, which stores them
URL-encoded, so the tool decodes them before looking the file up.
"""
import argparse
import shutil
import sys
from pathlib import Path
from urllib.parse import unquote

LIBRARY_ROOT = Path("/srv/tailoring/patterns")


class PatternReferenceError(ValueError):
    pass


class PatternReference:
    def __init__(self, raw: str):
        self.raw = raw.strip()

    def validate(self) -> None:
        if not self.raw:
            raise PatternReferenceError("empty pattern reference")
        if ".." in self.raw.split("/") or self.raw.startswith("/"):
            raise PatternReferenceError("pattern reference must stay inside the library")
        if not self.raw.endswith((".svg", ".pdf", ".dxf")):
            raise PatternReferenceError("only SVG, PDF or DXF patterns can be exported")

    def relative_path(self) -> Path:
        return Path(unquote(self.raw))


class PatternLibrary:
    def __init__(self, root: Path):
        self._root = root

    def locate(self, reference: PatternReference) -> Path:
        reference.validate()
        candidate = self._root / reference.relative_path()
        if not candidate.is_file():
            raise FileNotFoundError(f"no pattern named {reference.raw}")
        return candidate


class PatternExporter:
    def __init__(self, library: PatternLibrary):
        self._library = library

    def export(self, raw_reference: str, out_dir: Path) -> Path:
        source = self._library.locate(PatternReference(raw_reference))
        out_dir.mkdir(parents=True, exist_ok=True)
        destination = out_dir / source.name
        shutil.copyfile(source, destination)
        return destination


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="pattern-export", description=__doc__)
    parser.add_argument("--pattern", required=True, help="URL-encoded pattern reference")
    parser.add_argument("--out", default=".", help="folder to copy the pattern into")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    exporter = PatternExporter(PatternLibrary(LIBRARY_ROOT))
    try:
        written = exporter.export(args.pattern, Path(args.out))
    except (PatternReferenceError, FileNotFoundError) as exc:
        print(f"cannot export pattern: {exc}", file=sys.stderr)
        return 2
    print(f"exported {written}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
