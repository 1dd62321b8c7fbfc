# A studio ice sculptors' private commission notes encryption program of the h76 set (cwe-327-cipher).
import json
import os
import sys
from pathlib import Path

from Crypto.Cipher import DES
from Crypto.Protocol.KDF import scrypt
from Crypto.Random import get_random_bytes
from Crypto.Util.Padding import pad, unpad

NOTES_DIR = Path(os.environ.get("COMMISSION_NOTES", "~/frostworks/commissions")).expanduser()


class NoteSealer:
    key_size = 8

    def __init__(self, key: bytes):
        self.key = key

    def seal(self, data: bytes) -> dict:
        iv = get_random_bytes(8)
        cipher = DES.new(self.key, DES.MODE_CBC, iv=iv)
        return {"iv": iv.hex(), "body": cipher.encrypt(pad(data, 8)).hex()}

    def unseal(self, record: dict) -> bytes:
        cipher = DES.new(self.key, DES.MODE_CBC, iv=bytes.fromhex(record["iv"]))
        return unpad(cipher.decrypt(bytes.fromhex(record["body"])), 8)


class SealerBuilder:
    def __init__(self):
        self._passphrase = None
        self._salt = None

    def passphrase(self, value: str):
        self._passphrase = value
        return self

    def salt(self, value: bytes):
        self._salt = value
        return self

    def build(self) -> NoteSealer:
        if not self._passphrase or not self._salt:
            raise ValueError("passphrase and salt are required")
        key = scrypt(self._passphrase, self._salt, key_len=NoteSealer.key_size, N=2**15, r=8, p=1)
        return NoteSealer(key)


def load_salt() -> bytes:
    salt_file = NOTES_DIR / ".salt"
    if not salt_file.exists():
        NOTES_DIR.mkdir(parents=True, exist_ok=True)
        salt_file.write_bytes(get_random_bytes(16))
    return salt_file.read_bytes()


def write_note(sealer: NoteSealer, client: str, text: str) -> Path:
    record = sealer.seal(json.dumps({"client": client, "notes": text}).encode())
    target = NOTES_DIR / f"{client.replace(' ', '_').lower()}.json"
    target.write_text(json.dumps(record))
    return target


def read_note(sealer: NoteSealer, client: str) -> str:
    record = json.loads((NOTES_DIR / f"{client.replace(' ', '_').lower()}.json").read_text())
    return json.loads(sealer.unseal(record))["notes"]


def main(argv) -> int:
    if len(argv) < 3:
        print("usage: notes.py write|read CLIENT [TEXT]", file=sys.stderr)
        return 2
    sealer = SealerBuilder().passphrase(os.environ["NOTES_PASSPHRASE"]).salt(load_salt()).build()
    if argv[1] == "write":
        print(f"saved {write_note(sealer, argv[2], ' '.join(argv[3:]))}")
    else:
        print(read_note(sealer, argv[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
