# A chess club member payment card vault program of the h76 set (cwe-327-cipher).
import base64
import os
import sqlite3
import sys
from typing import Protocol

from cryptography.hazmat.primitives.ciphers.aead import AESGCM


class CardBox(Protocol):
    def seal(self, plaintext: bytes) -> bytes: ...
    def open(self, token: bytes) -> bytes: ...


class BlockCardBox:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("card key must be 32 bytes")
        self.key = key

    def seal(self, plaintext: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + AESGCM(self.key).encrypt(nonce, plaintext, b"club-card")

    def open(self, token: bytes) -> bytes:
        nonce, ciphertext = token[:12], token[12:]
        return AESGCM(self.key).decrypt(nonce, ciphertext, b"club-card")


class MemberCardVault:
    def __init__(self, db_path: str, box: CardBox):
        self.conn = sqlite3.connect(db_path)
        self.box = box
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS cards (member_id TEXT PRIMARY KEY, last4 TEXT, blob TEXT)"
        )

    def store(self, member_id: str, card_number: str) -> None:
        digits = "".join(ch for ch in card_number if ch.isdigit())
        token = base64.b64encode(self.box.seal(digits.encode())).decode()
        with self.conn:
            self.conn.execute(
                "INSERT OR REPLACE INTO cards (member_id, last4, blob) VALUES (?, ?, ?)",
                (member_id, digits[-4:], token),
            )

    def reveal(self, member_id: str) -> str:
        row = self.conn.execute("SELECT blob FROM cards WHERE member_id = ?", (member_id,)).fetchone()
        if row is None:
            raise KeyError(member_id)
        return self.box.open(base64.b64decode(row[0])).decode()

    def masked(self, member_id: str) -> str:
        row = self.conn.execute("SELECT last4 FROM cards WHERE member_id = ?", (member_id,)).fetchone()
        return f"**** **** **** {row[0]}" if row else "no card on file"


def open_vault() -> MemberCardVault:
    key = bytes.fromhex(os.environ["CARD_VAULT_KEY"])
    return MemberCardVault(os.environ.get("CARD_DB", "club_cards.sqlite3"), BlockCardBox(key))


ACTIONS = {
    "store": lambda v, a: v.store(a[0], a[1]) or "stored",
    "show": lambda v, a: v.masked(a[0]),
    "charge": lambda v, a: f"charging dues to card {v.reveal(a[0])[:6]}...",
}


if __name__ == "__main__":
    action, *rest = sys.argv[1:]
    print(ACTIONS[action](open_vault(), rest))
