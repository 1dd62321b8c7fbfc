# A formula vault program of the h63 set (cwe-327-cipher).
"""Perfumery formula vault: seals and opens fragrance formulas on shared lab storage."""
import base64
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Dict

import click
from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

FORMULA_CODE = re.compile(r"[A-Z]{2,4}-\d{3,5}")


@dataclass
class Formula:
    code: str
    perfumer: str
    accords: Dict[str, float]

    def to_bytes(self) -> bytes:
        return json.dumps(self.__dict__, sort_keys=True).encode("utf-8")

    @classmethod
    def from_bytes(cls, raw: bytes) -> "Formula":
        return cls(**json.loads(raw))


class KeyProvider:
    def __init__(self, env_var: str = "FORMULA_VAULT_KEY"):
        self._env_var = env_var

    def key(self) -> bytes:
        key = base64.b64decode(os.environ[self._env_var])
        if len(key) != 32:
            raise click.ClickException(f"{self._env_var} must hold a base64 encoded 256-bit key")
        return key


class FormulaCipher:
    def __init__(self, keys: KeyProvider):
        self._keys = keys

    def seal(self, plaintext: bytes) -> bytes:
        cipher = AES.new(self._keys.key(), AES.MODE_ECB)
        return cipher.encrypt(pad(plaintext, AES.block_size))

    def open(self, sealed: bytes) -> bytes:
        cipher = AES.new(self._keys.key(), AES.MODE_ECB)
        return unpad(cipher.decrypt(sealed), AES.block_size)


class FormulaVault:
    def __init__(self, root: Path, cipher: FormulaCipher):
        self._root = root
        self._cipher = cipher

    def _path_for(self, code: str) -> Path:
        if not FORMULA_CODE.fullmatch(code):
            raise click.ClickException(f"{code!r} is not a formula code such as AMB-0412")
        return self._root / f"{code}.vault"

    def store(self, formula: Formula) -> Path:
        target = self._path_for(formula.code)
        target.write_bytes(self._cipher.seal(formula.to_bytes()))
        return target

    def load(self, code: str) -> Formula:
        return Formula.from_bytes(self._cipher.open(self._path_for(code).read_bytes()))


@click.group()
@click.option("--vault-dir", type=click.Path(file_okay=False, path_type=Path), default=Path("vault"))
@click.pass_context
def cli(ctx: click.Context, vault_dir: Path) -> None:
    vault_dir.mkdir(exist_ok=True)
    ctx.obj = FormulaVault(vault_dir, FormulaCipher(KeyProvider()))


@cli.command()
@click.argument("formula_json", type=click.File("r"))
@click.pass_obj
def seal(vault: FormulaVault, formula_json) -> None:
    """Encrypt FORMULA_JSON into the vault."""
    formula = Formula(**json.load(formula_json))
    click.echo(f"sealed {formula.code} -> {vault.store(formula)}")


@cli.command(name="open")
@click.argument("code")
@click.pass_obj
def open_formula(vault: FormulaVault, code: str) -> None:
    """Print the decrypted formula CODE."""
    formula = vault.load(code)
    for material, parts in sorted(formula.accords.items()):
        click.echo(f"{material:30s} {parts:8.2f}")


if __name__ == "__main__":
    cli()
