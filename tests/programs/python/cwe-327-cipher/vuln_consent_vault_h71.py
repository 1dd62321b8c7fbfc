# A consent vault program of the h71 set (cwe-327-cipher).
import argparse
import base64
import os
import sys
from pathlib import Path

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

MAGIC = b"INKV1"
KEY_ENV = "CONSENT_VAULT_KEY"


class VaultError(Exception):
    pass


def load_key() -> bytes:
    encoded = os.environ.get(KEY_ENV)
    if not encoded:
        raise VaultError(f"{KEY_ENV} is not set")
    try:
        key = base64.urlsafe_b64decode(encoded)
    except ValueError as exc:
        raise VaultError("key is not valid base64") from exc
    if len(key) != 32:
        raise VaultError("key must decode to 32 bytes")
    return key


def seal(key: bytes, data: bytes) -> bytes:
    padder = padding.PKCS7(128).padder()
    padded = padder.update(data) + padder.finalize()
    encryptor = Cipher(algorithms.AES(key), modes.ECB()).encryptor()
    return MAGIC + encryptor.update(padded) + encryptor.finalize()


def unseal(key: bytes, blob: bytes) -> bytes:
    if not blob.startswith(MAGIC):
        raise VaultError("not a sealed consent form")
    decryptor = Cipher(algorithms.AES(key), modes.ECB()).decryptor()
    padded = decryptor.update(blob[len(MAGIC):]) + decryptor.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    try:
        return unpadder.update(padded) + unpadder.finalize()
    except ValueError as exc:
        raise VaultError("wrong key or damaged file") from exc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="consent-vault")
    parser.add_argument("action", choices=["seal", "open"])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--keep", action="store_true", help="keep the original after sealing")
    args = parser.parse_args(argv)

    try:
        key = load_key()
    except VaultError as exc:
        print(f"consent-vault: {exc}", file=sys.stderr)
        return 2

    failures = 0
    for path in args.files:
        try:
            match args.action:
                case "seal":
                    path.with_suffix(path.suffix + ".sealed").write_bytes(seal(key, path.read_bytes()))
                    if not args.keep:
                        path.unlink()
                case "open":
                    sys.stdout.buffer.write(unseal(key, path.read_bytes()))
        except (OSError, VaultError) as exc:
            print(f"consent-vault: {path}: {exc}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
