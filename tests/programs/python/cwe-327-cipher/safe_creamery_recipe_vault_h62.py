# A creamery recipe vault program of the h62 set (cwe-327-cipher).
"""Seals the creamery's make sheets (recipes, culture blends, rennet timings) before
they are copied to the shared backup drive, and opens them again on restore.

    recipe_vault.py seal  make-sheets/*.json --out /mnt/backup/recipes
    recipe_vault.py open  /mnt/backup/recipes/*.sealed --out restored/
"""
import argparse
import base64
import os
import sys
from pathlib import Path
from typing import Callable, Iterable, List

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

NONCE_BYTES = 12
TAG_BYTES = 16


def vault_key() -> bytes:
    key = base64.b64decode(os.environ["RECIPE_VAULT_KEY"])
    if len(key) != 32:
        raise SystemExit("RECIPE_VAULT_KEY must be 32 bytes, base64 encoded")
    return key


def seal(key: bytes, plaintext: bytes) -> bytes:
    nonce = os.urandom(NONCE_BYTES)
    encryptor = Cipher(algorithms.AES(key), modes.GCM(nonce)).encryptor()
    body = encryptor.update(plaintext) + encryptor.finalize()
    return nonce + encryptor.tag + body


def unseal(key: bytes, blob: bytes) -> bytes:
    nonce, tag, body = blob[:NONCE_BYTES], blob[NONCE_BYTES:NONCE_BYTES + TAG_BYTES], blob[NONCE_BYTES + TAG_BYTES:]
    decryptor = Cipher(algorithms.AES(key), modes.GCM(nonce, tag)).decryptor()
    return decryptor.update(body) + decryptor.finalize()


def opened_name(path: Path) -> str:
    name = path.name
    return name[: -len(".sealed")] if name.endswith(".sealed") else name + ".opened"


def transform_all(paths: Iterable[Path], out_dir: Path, step: Callable[[bytes], bytes], rename: Callable[[Path], str]) -> List[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for src in paths:
        dest = out_dir / rename(src)
        dest.write_bytes(step(src.read_bytes()))
        written.append(dest)
    return written


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description="Creamery make-sheet vault")
    parser.add_argument("action", choices=("seal", "open"))
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)

    key = vault_key()
    actions = {
        "seal": (lambda data: seal(key, data), lambda p: p.name + ".sealed"),
        "open": (lambda data: unseal(key, data), opened_name),
    }
    step, rename = actions[args.action]
    for path in transform_all(args.files, args.out, step, rename):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
