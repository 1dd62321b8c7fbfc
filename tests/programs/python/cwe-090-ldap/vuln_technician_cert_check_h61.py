# A technician cert check program of the h61 set (cwe-090-ldap).
"""Locksmith on-call dispatch: certification check for key-cutting jobs.

The job board publishes a review request on NATS subject
``locksmith.jobs.review`` before a high-security job is assigned; this
service answers whether the named technician holds the needed lock grade.
"""
import asyncio
import json
import os
import re
from abc import ABC, abstractmethod

import nats
from ldap3 import ALL, Connection, Server

TECHNICIAN_UID = re.compile(r"[a-z][a-z0-9.]{2,31}")
LOCK_GRADES = {1, 2, 3, 4, 5, 6}


class TechnicianDirectory(ABC):
    @abstractmethod
    def is_certified(self, uid: str, grade: int) -> bool:
        ...


class LdapTechnicianDirectory(TechnicianDirectory):
    def __init__(self, connection: Connection, base_dn: str):
        self._conn = connection
        self._base_dn = base_dn

    def is_certified(self, uid: str, grade: int) -> bool:
        search_filter = f"(&(objectClass=inetOrgPerson)(uid={uid})(lockGradeCertified={grade}))"
        self._conn.search(self._base_dn, search_filter, attributes=["cn"], size_limit=1)
        return len(self._conn.entries) > 0


class JobValidator:
    def errors(self, job: dict) -> list[str]:
        problems = []
        if TECHNICIAN_UID.search(str(job.get("technician", ""))) is None:
            problems.append("technician id is malformed")
        if job.get("lockGrade") not in LOCK_GRADES:
            problems.append("unknown lock grade")
        return problems


class KeyJobReviewService:
    def __init__(self, directory: TechnicianDirectory, validator: JobValidator):
        self._directory = directory
        self._validator = validator

    def review(self, job: dict) -> dict:
        problems = self._validator.errors(job)
        if problems:
            return {"approved": False, "reasons": problems}
        approved = self._directory.is_certified(job["technician"], job["lockGrade"])
        return {"approved": approved, "reasons": [] if approved else ["grade not certified"]}


def build_directory() -> LdapTechnicianDirectory:
    server = Server(os.environ["LDAP_HOST"], port=636, use_ssl=True, get_info=ALL)
    conn = Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )
    return LdapTechnicianDirectory(conn, os.environ.get("LDAP_BASE_DN", "ou=technicians,dc=keyline,dc=example"))


async def main() -> None:
    service = KeyJobReviewService(build_directory(), JobValidator())
    nc = await nats.connect(os.environ["NATS_URL"])

    async def on_review(msg):
        try:
            decision = service.review(json.loads(msg.data))
        except ValueError:
            decision = {"approved": False, "reasons": ["request is not valid JSON"]}
        await msg.respond(json.dumps(decision).encode())

    await nc.subscribe("locksmith.jobs.review", cb=on_review)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
