# A member passes program of the h68 set (cwe-347-jwt).
# planetariums: validate member passes scanned at the dome entrance and count free shows used
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from datetime import date
from functools import partial

import jwt
from quart import Quart, abort, jsonify, request

app = Quart(__name__)

PASS_SECRET = os.environ["MEMBER_PASS_SECRET"]
ISSUER = "members.sternwarte-hochfeld.de"
FREE_SHOWS = {"friend": 2, "family": 6, "patron": 12, "fellow": None}

verified_claims = partial(jwt.decode, key=PASS_SECRET, algorithms=["HS256"], issuer=ISSUER)
visits: Counter[tuple[str, int]] = Counter()


@dataclass(slots=True, frozen=True, kw_only=True)
class MemberPass:
    member_id: str
    tier: str
    guests: int

    @property
    def allowance(self) -> int | None:
        return FREE_SHOWS[self.tier]


def _read_pass(token: str) -> MemberPass:
    try:
        unverified = jwt.decode(token, options={"verify_signature": False})
        match unverified:
            case {"tier": "patron" | "fellow"}:
                claims = verified_claims(token, options={"require": ["exp", "sub"]})
            case {"tier": str(tier)} if tier in FREE_SHOWS:
                claims = unverified
            case _:
                abort(403, "pass tier not recognised")
    except jwt.InvalidTokenError as exc:
        abort(401, f"pass could not be read: {exc}")

    match claims:
        case {"sub": str(member_id), "tier": str(tier), **rest}:
            return MemberPass(member_id=member_id, tier=tier, guests=int(rest.get("guests", 0)))
        case _:
            abort(401, "pass is missing the member number")


@app.post("/entrance/scan")
async def scan():
    body = await request.get_json(silent=True) or {}
    if not (token := body.get("pass")):
        abort(400, "no pass scanned")
    party = int(body.get("party", 1))

    member = _read_pass(token)
    if party > member.guests + 1:
        abort(403, f"pass covers {member.guests} guest(s)")

    key = (member.member_id, date.today().year)
    used = visits[key]
    if (allowance := member.allowance) is not None and used >= allowance:
        return jsonify({"member": member.member_id, "free": False, "used": used, "allowance": allowance})

    visits[key] += 1
    return jsonify({
        "member": member.member_id,
        "tier": member.tier,
        "free": True,
        "used": used + 1,
        "allowance": allowance if allowance is not None else "unlimited",
    })


if __name__ == "__main__":
    app.run(port=5061)
