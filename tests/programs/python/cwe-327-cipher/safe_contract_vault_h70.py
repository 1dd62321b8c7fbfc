# A contract vault program of the h70 set (cwe-327-cipher).
from __future__ import annotations

import base64
import json
import os
from datetime import date
from functools import partial
from pathlib import Path
from typing import Iterator, NamedTuple

import click
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

INBOX = Path("/srv/harrison-organworks/contracts/inbox")
VAULT = Path("/srv/harrison-organworks/contracts/vault")


class Document(NamedTuple):
    name: str
    body: bytes


class Sealed(NamedTuple):
    name: str
    blob: bytes


def archive_key() -> bytes:
    key = base64.b64decode(os.environ["CONTRACT_VAULT_KEY"])
    if len(key) != 32:
        raise click.ClickException("CONTRACT_VAULT_KEY must be 32 bytes")
    return key


def documents(folder: Path) -> Iterator[Document]:
    yield from (Document(p.name, p.read_bytes()) for p in sorted(folder.glob("*.pdf")))


def seal(key: bytes, doc: Document) -> Sealed:
    nonce = os.urandom(12)
    blob = nonce + AESGCM(key).encrypt(nonce, doc.body, doc.name.encode())
    return Sealed(doc.name, blob)


def write(target: Path, item: Sealed) -> dict[str, object]:
    out = target / f"{item.name}.sealed"
    out.write_bytes(item.blob)
    return {"file": item.name, "bytes": len(item.blob)}


@click.command()
@click.option("--inbox", type=click.Path(file_okay=False, path_type=Path), default=INBOX)
@click.option("--keep", is_flag=True, help="leave the plain PDFs in the inbox")
def main(inbox: Path, keep: bool) -> None:
    """Encrypt every contract in INBOX into today's vault folder."""
    target = VAULT / date.today().isoformat()
    target.mkdir(parents=True, exist_ok=True)
    sealer = partial(seal, archive_key())
    manifest = [write(target, s) for s in map(sealer, documents(inbox))]
    (target / "manifest.json").write_text(json.dumps(manifest, indent=2))
    if not keep:
        for entry in manifest:
            (inbox / str(entry["file"])).unlink(missing_ok=True)
    click.echo(f"archived {len(manifest)} contracts to {target}")


if __name__ == "__main__":
    main()
