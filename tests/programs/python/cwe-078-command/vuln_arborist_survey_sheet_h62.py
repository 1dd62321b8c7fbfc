# An arborist survey sheet program of the h62 set (cwe-078-command).
"""Builds a contact sheet of tree-survey photos for an arborist's site report.

Usage: survey_sheet.py WORK_ORDER.csv PHOTO_DIR OUT_DIR
The work order CSV comes from the client booking form (columns: order_id, site, tree_id, species).
"""
import argparse
import csv
import re
import subprocess
import sys
from dataclasses import dataclass
from functools import reduce
from pathlib import Path
from typing import Iterable, List

PHOTO_EXTENSIONS = (".jpg", ".jpeg", ".png")


@dataclass(frozen=True)
class SurveyLine:
    order_id: str
    site: str
    tree_id: str
    species: str


def read_work_order(path: Path) -> List[SurveyLine]:
    with path.open(newline="", encoding="utf-8") as fh:
        return [SurveyLine(**{k: row[k].strip() for k in SurveyLine.__annotations__}) for row in csv.DictReader(fh)]


def photos_for(lines: Iterable[SurveyLine], photo_dir: Path) -> List[Path]:
    wanted = {line.tree_id.lower() for line in lines}
    return sorted(
        p for p in photo_dir.iterdir()
        if p.name.lower().endswith(PHOTO_EXTENSIONS) and p.stem.split("_")[0].lower() in wanted
    )


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "site"


def title_for(lines: List[SurveyLine]) -> str:
    species = reduce(lambda acc, line: acc | {line.species}, lines, set())
    return f"{lines[0].site} - {len(lines)} trees ({', '.join(sorted(species))})"


def montage(photos: List[Path], title: str, out: Path) -> None:
    files = " ".join(str(p) for p in photos)
    cmd = f"montage {files} -tile 4x -geometry 480x360+8+8 -title '{title}' {out}"
    subprocess.run(cmd, shell=True, check=True)


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description="Arborist survey contact sheet")
    parser.add_argument("work_order", type=Path)
    parser.add_argument("photo_dir", type=Path)
    parser.add_argument("out_dir", type=Path)
    args = parser.parse_args(argv)

    lines = read_work_order(args.work_order)
    if not lines:
        print("work order is empty", file=sys.stderr)
        return 1
    photos = photos_for(lines, args.photo_dir)
    if not photos:
        print("no matching photos", file=sys.stderr)
        return 1
    args.out_dir.mkdir(parents=True, exist_ok=True)
    out = args.out_dir / f"{slug(lines[0].order_id)}-{slug(lines[0].site)}.jpg"
    montage(photos, title_for(lines), out)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
