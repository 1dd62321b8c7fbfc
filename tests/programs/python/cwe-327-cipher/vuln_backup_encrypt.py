# Command-line tool that encrypts nightly database dumps before upload to offsite storage.
import argparse
import getpass
import os
import struct

from Crypto.Cipher import DES
from Crypto.Hash import SHA256
from Crypto.Protocol.KDF import PBKDF2
from Crypto.Util.Padding import pad

MAGIC = b"BKP1"
SALT_SIZE = 16
ITERATIONS = 600_000


def derive_key(passphrase: str, salt: bytes) -> bytes:
    return PBKDF2(passphrase, salt, dkLen=8, count=ITERATIONS, hmac_hash_module=SHA256)


def encrypt_file(src: str, dst: str, passphrase: str) -> int:
    salt = os.urandom(SALT_SIZE)
    key = derive_key(passphrase, salt)
    cipher = DES.new(key, DES.MODE_CBC)
    with open(src, "rb") as fh:
        plaintext = fh.read()
    ciphertext = cipher.encrypt(pad(plaintext, DES.block_size))
    with open(dst, "wb") as out:
        out.write(MAGIC + salt + cipher.iv + struct.pack(">Q", len(plaintext)))
        out.write(ciphertext)
    return len(ciphertext)


def main():
    parser = argparse.ArgumentParser(description="Encrypt a database dump")
    parser.add_argument("source")
    parser.add_argument("dest")
    args = parser.parse_args()
    passphrase = os.environ.get("BACKUP_PASSPHRASE") or getpass.getpass("Passphrase: ")
    size = encrypt_file(args.source, args.dest, passphrase)
    print(f"wrote {size} encrypted bytes to {args.dest}")


if __name__ == "__main__":
    main()
