# A donor backup program of the h60 set (cwe-327-cipher).
"""Blood bank off-site backup: donor health questionnaires are streamed
out of the donor database, encrypted record by record and written to a
JSON-lines file that is shipped to the regional backup vault."""
import asyncio
import base64
import json
import os
from typing import AsyncIterator

import asyncpg
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

BACKUP_DIR = "/var/backups/bloodbank"


def record_key() -> bytes:
    key = bytes.fromhex(os.environ["DONOR_BACKUP_KEY"])
    if len(key) != 32:
        raise RuntimeError("DONOR_BACKUP_KEY must be 32 bytes of hex")
    return key


def seal(key: bytes, record: dict) -> str:
    data = json.dumps(record, default=str, separators=(",", ":")).encode("utf-8")
    nonce = os.urandom(12)
    encryptor = Cipher(algorithms.AES(key), modes.GCM(nonce)).encryptor()
    body = encryptor.update(data) + encryptor.finalize()
    return base64.b64encode(nonce + encryptor.tag + body).decode("ascii")


async def questionnaires(conn: asyncpg.Connection) -> AsyncIterator[dict]:
    query = (
        "SELECT donor_id, blood_group, answers, haemoglobin, screened_at "
        "FROM questionnaires WHERE screened_at > now() - interval '1 day'"
    )
    async with conn.transaction():
        async for row in conn.cursor(query, prefetch=200):
            yield dict(row)


async def run_backup() -> tuple[str, int]:
    key = record_key()
    target = os.path.join(BACKUP_DIR, f"questionnaires-{os.getpid()}.jsonl")
    conn = await asyncpg.connect(dsn=os.environ["DONOR_DB_DSN"])
    count = 0
    try:
        with open(target, "w", encoding="ascii") as out:
            async for record in questionnaires(conn):
                sealed = seal(key, record)
                out.write(json.dumps({"id": record["donor_id"], "blob": sealed}) + "\n")
                count += 1
    finally:
        await conn.close()
    return target, count


if __name__ == "__main__":
    path, written = asyncio.run(run_backup())
    print(f"{written} questionnaires written to {path}")
