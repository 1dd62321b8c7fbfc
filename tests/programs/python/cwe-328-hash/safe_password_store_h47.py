# Account service helpers that store and check user passwords for the members portal.
import hashlib
import hmac
import secrets
from dataclasses import dataclass


@dataclass
class StoredPassword:
    salt: str
    digest: str

    def serialize(self) -> str:
        return f"{self.salt}${self.digest}"

    @classmethod
    def parse(cls, value: str) -> "StoredPassword":
        salt, digest = value.split("$", 1)
        return cls(salt=salt, digest=digest)


def _derive(password: str, salt: str) -> str:
    key = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(salt), n=2**15, r=8, p=1,
                         maxmem=64 * 1024 * 1024, dklen=32)
    return key.hex()


def hash_password(password: str) -> str:
    if len(password) < 10:
        raise ValueError("password too short")
    salt = secrets.token_hex(16)
    return StoredPassword(salt=salt, digest=_derive(password, salt)).serialize()


def verify_password(password: str, stored: str) -> bool:
    record = StoredPassword.parse(stored)
    candidate = _derive(password, record.salt)
    return hmac.compare_digest(candidate, record.digest)


def register(db, email: str, password: str) -> int:
    cur = db.execute(
        "INSERT INTO members (email, password_hash) VALUES (?, ?)",
        (email.lower(), hash_password(password)),
    )
    return cur.lastrowid
