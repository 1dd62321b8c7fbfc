# A tapestry scan intake cli program of the h65 set (cwe-022-path).
import hashlib
import json
import tarfile
from datetime import datetime, timezone
from pathlib import Path

import typer

app = typer.Typer(help="Intake tools for the tapestry conservation studio.")


def _scan_members(tar: tarfile.TarFile, dest: Path):
    """Only regular files and folders: lenders' archives sometimes carry device files."""
    for member in tar.getmembers():
        if not (member.isfile() or member.isdir()):
            continue
        yield member


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


@app.command()
def intake(
    archive: Path = typer.Argument(..., exists=True, dir_okay=False, help="tar.gz of scans sent by the lender"),
    job: int = typer.Option(..., min=1, help="conservation job number"),
    workspace: Path = typer.Option(Path("/srv/conservation/jobs"), file_okay=False),
) -> None:
    """Unpack a lender's scan archive into the job folder and write a manifest."""
    dest = (workspace / f"job-{job:05d}" / "incoming").resolve()
    dest.mkdir(parents=True, exist_ok=True)

    with tarfile.open(archive, "r:*") as tar:
        members = list(_scan_members(tar, dest))
        tar.extractall(dest, members=members)

    files = []
    for member in members:
        if member.isfile():
            extracted = dest / member.name
            files.append({"name": member.name, "bytes": member.size, "sha256": _digest(extracted)})

    manifest = {
        "job": job,
        "source": archive.name,
        "received": datetime.now(timezone.utc).isoformat(),
        "files": files,
    }
    (dest.parent / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    typer.echo(f"{len(files)} scans unpacked into {dest}")


if __name__ == "__main__":
    app()
