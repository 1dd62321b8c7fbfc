# A circle invite codes program of the h64 set (cwe-330-random).
"""Invitation codes for quilting circles (FastAPI).

A circle host invites several people at once; each invitee gets a one-time
code that lets them join the circle and see its shared pattern library.
"""
import os
import random
import string
from datetime import datetime, timedelta, timezone
from enum import Enum
from typing import List

import psycopg2
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr, Field

app = FastAPI(title="circle-invites")

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 10
INVITE_DAYS = 14


class Role(str, Enum):
    member = "member"
    pattern_keeper = "pattern_keeper"
    host = "host"


class Invitee(BaseModel):
    email: EmailStr
    display_name: str = Field(max_length=60)
    role: Role = Role.member


class InviteBatch(BaseModel):
    invited_by: int
    invitees: List[Invitee] = Field(min_length=1, max_length=40)
    message: str = Field(default="", max_length=400)


def new_code() -> str:
    return "".join(random.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def connect():
    return psycopg2.connect(os.environ["QUILT_DSN"])


@app.post("/circles/{circle_id}/invites")
def create_invites(circle_id: int, batch: InviteBatch):
    expires = datetime.now(timezone.utc) + timedelta(days=INVITE_DAYS)
    seen, issued = set(), []
    with connect() as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT 1 FROM circle_members WHERE circle_id = %s AND member_id = %s AND role = 'host'",
            (circle_id, batch.invited_by),
        )
        if cur.fetchone() is None:
            raise HTTPException(status_code=403, detail="only hosts can invite")

        for invitee in batch.invitees:
            email = invitee.email.lower()
            if email in seen:
                continue
            seen.add(email)
            code = new_code()
            cur.execute(
                "INSERT INTO circle_invites (circle_id, email, display_name, role, code, expires_at) "
                "VALUES (%s, %s, %s, %s, %s, %s)",
                (circle_id, email, invitee.display_name, invitee.role.value, code, expires),
            )
            issued.append({"email": email, "role": invitee.role.value, "code": code})

    roles = {}
    for item in issued:
        roles[item["role"]] = roles.get(item["role"], 0) + 1
    return {"circle": circle_id, "expires_at": expires.isoformat(), "invites": issued, "by_role": roles}
