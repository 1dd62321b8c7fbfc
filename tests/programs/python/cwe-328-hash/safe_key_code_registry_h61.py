# A key code registry program of the h61 set (cwe-328-hash).
"""Key-code registry for the locksmith's restricted key systems.

When a customer registers a restricted key, the locksmith records a digest of
the bitting code; a duplicate is only cut when the code read off the presented
key matches the registered digest.

    keyreg enroll 1042        (prompts for the bitting code)
    keyreg verify 1042
"""
import getpass
import hmac
import hashlib
import os
import sqlite3
import sys
from abc import ABC, abstractmethod


class CodeDigester(ABC):
    @abstractmethod
    def digest(self, code: str, salt: bytes) -> bytes:
        ...


class BittingCodeDigester(CodeDigester):
    def digest(self, code: str, salt: bytes) -> bytes:
        normalised = code.replace(" ", "").replace("-", "")
        return hashlib.scrypt(normalised.encode("ascii"), salt=salt, n=2**14, r=8, p=1, dklen=32)


class KeyRecordRepository:
    def __init__(self, path: str):
        self._path = path

    def save(self, customer_id: int, salt: bytes, digest: bytes) -> None:
        with sqlite3.connect(self._path) as conn:
            conn.execute(
                "INSERT OR REPLACE INTO restricted_keys (customer_id, salt, digest) VALUES (?, ?, ?)",
                (customer_id, salt, digest),
            )

    def load(self, customer_id: int) -> tuple[bytes, bytes] | None:
        with sqlite3.connect(self._path) as conn:
            return conn.execute(
                "SELECT salt, digest FROM restricted_keys WHERE customer_id = ?", (customer_id,)
            ).fetchone()


class KeyRegistry:
    def __init__(self, repository: KeyRecordRepository, digester: CodeDigester):
        self._repository = repository
        self._digester = digester

    def enroll(self, customer_id: int, code: str) -> None:
        salt = os.urandom(16)
        self._repository.save(customer_id, salt, self._digester.digest(code, salt))

    def verify(self, customer_id: int, code: str) -> bool:
        record = self._repository.load(customer_id)
        if record is None:
            return False
        salt, expected = record
        return hmac.compare_digest(self._digester.digest(code, salt), expected)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("enroll", "verify") or not argv[1].isdigit():
        print("usage: keyreg enroll|verify <customer-id>", file=sys.stderr)
        return 2
    code = getpass.getpass("Bitting code: ")
    if not code.replace(" ", "").replace("-", "").isdigit():
        print("bitting codes are digits only", file=sys.stderr)
        return 2
    registry = KeyRegistry(KeyRecordRepository(os.environ.get("KEYREG_DB", "keyreg.db")), BittingCodeDigester())
    if argv[0] == "enroll":
        registry.enroll(int(argv[1]), code)
        print("registered")
        return 0
    matched = registry.verify(int(argv[1]), code)
    print("match - duplicate may be cut" if matched else "NO MATCH")
    return 0 if matched else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
