# Unseen set h59: dispensary staff accounts
"""Admin CLI managing pharmacist accounts for the dispensing terminals of a pharmacy chain."""
import argparse
import getpass
import hashlib
import hmac
import os
import sqlite3
import sys
from dataclasses import dataclass
from enum import Enum
from typing import Optional


class Role(Enum):
    PHARMACIST = "pharmacist"
    TECHNICIAN = "technician"
    BRANCH_MANAGER = "branch_manager"


@dataclass
class StaffAccount:
    username: str
    role: Role
    branch_id: int
    salt: bytes
    digest: str


class CredentialHasher:
    def digest(self, passphrase: str, salt: bytes) -> str:
        return hashlib.pbkdf2_hmac("sha256", passphrase.encode("utf-8"), salt, 600_000).hex()

    def matches(self, passphrase: str, account: StaffAccount) -> bool:
        return hmac.compare_digest(self.digest(passphrase, account.salt), account.digest)


class StaffRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def save(self, account: StaffAccount) -> None:
        with self._conn:
            self._conn.execute(
                "INSERT OR REPLACE INTO staff (username, role, branch_id, salt, digest) VALUES (?, ?, ?, ?, ?)",
                (account.username, account.role.value, account.branch_id, account.salt, account.digest),
            )

    def get(self, username: str) -> Optional[StaffAccount]:
        row = self._conn.execute(
            "SELECT username, role, branch_id, salt, digest FROM staff WHERE username = ?", (username,)
        ).fetchone()
        return StaffAccount(row[0], Role(row[1]), row[2], row[3], row[4]) if row else None


class StaffService:
    def __init__(self, repository: StaffRepository, hasher: CredentialHasher) -> None:
        self._repository = repository
        self._hasher = hasher

    def enrol(self, username: str, role: Role, branch_id: int, passphrase: str) -> None:
        if len(passphrase) < 12:
            raise ValueError("passphrase must have at least 12 characters")
        salt = os.urandom(16)
        self._repository.save(StaffAccount(username, role, branch_id, salt, self._hasher.digest(passphrase, salt)))

    def check(self, username: str, passphrase: str) -> bool:
        account = self._repository.get(username)
        return account is not None and self._hasher.matches(passphrase, account)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", default=os.environ.get("STAFF_DB", "staff.sqlite3"))
    sub = parser.add_subparsers(dest="command", required=True)
    enrol = sub.add_parser("enrol")
    enrol.add_argument("username")
    enrol.add_argument("--role", choices=[r.value for r in Role], default=Role.PHARMACIST.value)
    enrol.add_argument("--branch", type=int, required=True)
    verify = sub.add_parser("verify")
    verify.add_argument("username")
    args = parser.parse_args()

    service = StaffService(StaffRepository(sqlite3.connect(args.db)), CredentialHasher())
    passphrase = getpass.getpass("Passphrase: ")
    if args.command == "enrol":
        service.enrol(args.username, Role(args.role), args.branch, passphrase)
        print(f"enrolled {args.username}")
        return 0
    ok = service.check(args.username, passphrase)
    print("match" if ok else "no match")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
