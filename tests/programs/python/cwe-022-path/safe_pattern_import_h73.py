# A pattern import program of the h73 set (cwe-022-path).
import csv
import io
import shutil
import zipfile
from pathlib import Path

import click

LIBRARY_ROOT = Path("/var/lib/foldhaus/patterns")
MANIFEST_NAME = "manifest.csv"
REQUIRED_COLUMNS = {"pattern_id", "title", "difficulty", "file"}


def read_manifest(bundle: zipfile.ZipFile) -> list[dict[str, str]]:
    raw = bundle.read(MANIFEST_NAME).decode("utf-8-sig")
    reader = csv.DictReader(io.StringIO(raw))
    missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
    if missing:
        raise click.ClickException(f"manifest is missing columns: {', '.join(sorted(missing))}")
    return [row for row in reader if row.get("pattern_id", "").strip()]


def library_target(designer: str, entry: str) -> Path:
    relative = entry.strip().replace("\\", "/").lstrip("/")
    base = (LIBRARY_ROOT / designer).resolve()
    target = (base / relative).resolve()
    if not target.is_relative_to(base):
        raise click.ClickException(f"refusing to write outside the library: {entry}")
    return target


@click.command()
@click.argument("bundle_path", type=click.Path(exists=True, dir_okay=False))
@click.option("--designer", required=True, help="Designer handle the bundle belongs to")
@click.option("--dry-run", is_flag=True, help="Only list what would be written")
def import_bundle(bundle_path: str, designer: str, dry_run: bool) -> None:
    """Copy diagram files listed in the bundle manifest into the library."""
    designer = designer.strip().lower()
    if not designer.isidentifier():
        raise click.BadParameter("designer handle must be letters, digits or underscores")

    written = 0
    with zipfile.ZipFile(bundle_path) as bundle:
        rows = read_manifest(bundle)
        members = set(bundle.namelist())
        for row in rows:
            entry = row["file"]
            if entry not in members:
                click.echo(f"skip {row['pattern_id']}: {entry} not in bundle", err=True)
                continue
            target = library_target(designer, entry)
            level = row["difficulty"].strip().title() or "Unrated"
            click.echo(f"{row['pattern_id']:>8}  {level:<12} {row['title'][:40]:<40} -> {target}")
            if dry_run:
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            with bundle.open(entry) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst)
            written += 1

    click.echo(f"{written} diagram file(s) imported for {designer}")


if __name__ == "__main__":
    import_bundle()
