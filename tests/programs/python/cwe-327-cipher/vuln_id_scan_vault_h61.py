# A id scan vault program of the h61 set (cwe-327-cipher).
"""Encrypted storage for customers' ID scans taken at the pawnbroker counter.

Regulations require keeping a copy of the photo ID for every pledge; scans are
encrypted before they leave the counter PC and are stored in S3.

    id-vault store PT-20931 scan.jpg
    id-vault fetch PT-20931 > scan.jpg
"""
import base64
import os
import sys

import boto3
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


class IdScanCipher:
    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("ID scan key must be 256 bits")
        self._key = key

    def encrypt(self, plaintext: bytes) -> bytes:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(plaintext) + padder.finalize()
        encryptor = Cipher(algorithms.AES(self._key), modes.ECB()).encryptor()
        return encryptor.update(padded) + encryptor.finalize()

    def decrypt(self, blob: bytes) -> bytes:
        decryptor = Cipher(algorithms.AES(self._key), modes.ECB()).decryptor()
        padded = decryptor.update(blob) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return unpadder.update(padded) + unpadder.finalize()


class ScanVault:
    def __init__(self, s3_client, bucket: str, cipher: IdScanCipher):
        self._s3 = s3_client
        self._bucket = bucket
        self._cipher = cipher

    @staticmethod
    def _key_for(ticket: str) -> str:
        if not ticket.replace("-", "").isalnum():
            raise ValueError("ticket numbers look like PT-20931")
        return f"id-scans/{ticket}.bin"

    def store(self, ticket: str, scan: bytes) -> None:
        self._s3.put_object(Bucket=self._bucket, Key=self._key_for(ticket), Body=self._cipher.encrypt(scan))

    def fetch(self, ticket: str) -> bytes:
        blob = self._s3.get_object(Bucket=self._bucket, Key=self._key_for(ticket))["Body"].read()
        return self._cipher.decrypt(blob)


def build_vault() -> ScanVault:
    key = base64.b64decode(os.environ["ID_SCAN_KEY_B64"])
    return ScanVault(boto3.client("s3"), os.environ["ID_SCAN_BUCKET"], IdScanCipher(key))


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] not in ("store", "fetch"):
        print("usage: id-vault store <ticket> <file> | id-vault fetch <ticket>", file=sys.stderr)
        return 2
    vault = build_vault()
    if argv[0] == "store":
        with open(argv[2], "rb") as fh:
            vault.store(argv[1], fh.read())
    else:
        sys.stdout.buffer.write(vault.fetch(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
