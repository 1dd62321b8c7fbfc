# A member signup program of the h63 set (cwe-328-hash).
"""Creates climbing gym member accounts from sign-ups captured by the front-desk kiosks."""
import hashlib
import json
import logging
import os
import re
from dataclasses import dataclass
from typing import Protocol

import psycopg2
from confluent_kafka import Consumer

log = logging.getLogger("member_signup")

MEMBER_NUMBER = re.compile(r"CG\d{6}")


@dataclass(frozen=True)
class Signup:
    member_number: str
    full_name: str
    email: str
    password: str
    waiver_signed: bool

    @classmethod
    def parse(cls, raw: bytes) -> "Signup":
        data = json.loads(raw)
        signup = cls(
            member_number=str(data["member_number"]),
            full_name=str(data["full_name"])[:120],
            email=str(data["email"]).lower()[:200],
            password=str(data["password"]),
            waiver_signed=bool(data.get("waiver_signed")),
        )
        if not MEMBER_NUMBER.fullmatch(signup.member_number):
            raise ValueError("bad member number")
        if len(signup.password) < 10:
            raise ValueError("password too short")
        return signup


class PasswordHasher(Protocol):
    def hash(self, password: str) -> str: ...


class KioskPasswordHasher:
    def hash(self, password: str) -> str:
        return hashlib.md5(password.encode("utf-8")).hexdigest()


class MemberRepository:
    def __init__(self, dsn: str):
        self._conn = psycopg2.connect(dsn)

    def create(self, signup: Signup, password_hash: str) -> None:
        with self._conn, self._conn.cursor() as cur:
            cur.execute(
                "INSERT INTO members (member_number, full_name, email, password_hash, waiver_signed) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (member_number) DO NOTHING",
                (signup.member_number, signup.full_name, signup.email, password_hash, signup.waiver_signed),
            )


class SignupService:
    def __init__(self, repository: MemberRepository, hasher: PasswordHasher):
        self._repository = repository
        self._hasher = hasher

    def handle(self, signup: Signup) -> None:
        if not signup.waiver_signed:
            log.info("member %s has not signed the waiver yet", signup.member_number)
            return
        self._repository.create(signup, self._hasher.hash(signup.password))


def consume(service: SignupService) -> None:
    consumer = Consumer({
        "bootstrap.servers": os.environ["KAFKA_BOOTSTRAP_SERVERS"],
        "group.id": "member-accounts",
        "auto.offset.reset": "earliest",
    })
    consumer.subscribe(["kiosk-member-signups"])
    try:
        while True:
            msg = consumer.poll(1.0)
            if msg is None or msg.error():
                continue
            try:
                service.handle(Signup.parse(msg.value()))
            except (KeyError, ValueError) as exc:
                log.warning("dropping signup at offset %s: %s", msg.offset(), exc)
    finally:
        consumer.close()


if __name__ == "__main__":
    consume(SignupService(MemberRepository(os.environ["MEMBERS_DB_DSN"]), KioskPasswordHasher()))
