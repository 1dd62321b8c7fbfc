# A certificate vault program of the h72 set (cwe-327-cipher).
from __future__ import annotations

import base64
import os
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Protocol

import click
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

ARCHIVE = Path("/srv/evergreenpaws/certificates")


class KeySource(Protocol):
    def key(self) -> bytes: ...


class EnvKeySource:
    def __init__(self, variable: str) -> None:
        self.variable = variable

    def key(self) -> bytes:
        key = base64.b64decode(os.environ[self.variable])
        if len(key) != 32:
            raise click.ClickException(f"{self.variable} must hold a 256-bit key")
        return key


class Sealer(ABC):
    suffix = ".sealed"

    def __init__(self, keys: KeySource) -> None:
        self.keys = keys

    @abstractmethod
    def seal(self, plaintext: bytes, context: bytes) -> bytes: ...

    @abstractmethod
    def unseal(self, blob: bytes, context: bytes) -> bytes: ...

    def seal_file(self, source: Path, context: str) -> Path:
        target = ARCHIVE / f"{source.stem}{self.suffix}"
        target.write_bytes(self.seal(source.read_bytes(), context.encode()))
        return target


class AesSealer(Sealer):
    def seal(self, plaintext: bytes, context: bytes) -> bytes:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(context + b"|" + plaintext) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self.keys.key()), modes.ECB()).encryptor()
        return encryptor.update(padded) + encryptor.finalize()

    def unseal(self, blob: bytes, context: bytes) -> bytes:
        decryptor = Cipher(algorithms.AES(self.keys.key()), modes.ECB()).decryptor()
        padded = decryptor.update(blob) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        data = unpadder.update(padded) + unpadder.finalize()
        prefix, _, plaintext = data.partition(b"|")
        if prefix != context:
            raise click.ClickException("certificate belongs to a different case")
        return plaintext


def sealer() -> Sealer:
    return AesSealer(EnvKeySource("EVERGREEN_ARCHIVE_KEY"))


@click.group()
def cli() -> None:
    """Evergreen Paws certificate archive."""


@cli.command("seal")
@click.argument("case_number")
@click.argument("certificate", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def seal_cmd(case_number: str, certificate: Path) -> None:
    """Encrypt CERTIFICATE into the archive under CASE_NUMBER."""
    ARCHIVE.mkdir(parents=True, exist_ok=True)
    target = sealer().seal_file(certificate, case_number)
    click.echo(f"sealed {certificate.name} -> {target}")


@cli.command("open")
@click.argument("case_number")
@click.argument("sealed", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True)
def open_cmd(case_number: str, sealed: Path, output: Path) -> None:
    """Decrypt a SEALED certificate for printing."""
    output.write_bytes(sealer().unseal(sealed.read_bytes(), case_number.encode()))
    click.echo(f"wrote {output}")


if __name__ == "__main__":
    cli()
