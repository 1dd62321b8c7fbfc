# Unseen set h59: permit revocation stream
"""Redis stream consumer revoking residential parking permits flagged by enforcement officers."""
import logging
import os
from dataclasses import dataclass
from enum import Enum

import redis
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

log = logging.getLogger("permit-revocations")

STREAM = "parking:permit-flags"
GROUP = "permit-service"


class FlagReason(Enum):
    EXPIRED_RESIDENCY = "expired_residency"
    CLONED_PLATE = "cloned_plate"
    UNPAID_FEES = "unpaid_fees"


@dataclass
class PermitFlag:
    plate: str
    zone: str
    reason: FlagReason
    officer_id: str

    @classmethod
    def from_fields(cls, fields: dict) -> "PermitFlag":
        return cls(
            plate=fields["plate"].upper().replace(" ", ""),
            zone=fields["zone"],
            reason=FlagReason(fields["reason"]),
            officer_id=fields["officer"],
        )


class PermitGateway:
    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def revoke(self, plate: str, zone: str, reason: str) -> int:
        with self._engine.begin() as conn:
            result = conn.execute(
                text(
                    "UPDATE permits SET status = 'revoked', revoked_reason = :reason "
                    "WHERE plate = :plate AND zone = :zone AND status = 'active'"
                ),
                {"reason": reason, "plate": plate, "zone": zone},
            )
            return result.rowcount


class RevocationService:
    def __init__(self, gateway: PermitGateway) -> None:
        self._gateway = gateway

    def apply(self, flag: PermitFlag) -> None:
        count = self._gateway.revoke(flag.plate, flag.zone, flag.reason.value)
        log.info("officer %s revoked %d permit(s) in zone %s", flag.officer_id, count, flag.zone)


def consume() -> None:
    client = redis.Redis.from_url(os.environ["REDIS_URL"], decode_responses=True)
    try:
        client.xgroup_create(STREAM, GROUP, id="0", mkstream=True)
    except redis.ResponseError:
        pass
    service = RevocationService(PermitGateway(create_engine(os.environ["PERMITS_DATABASE_URL"])))
    consumer_name = os.environ.get("HOSTNAME", "permit-worker")
    while True:
        batches = client.xreadgroup(GROUP, consumer_name, {STREAM: ">"}, count=20, block=5000)
        for _stream, entries in batches or []:
            for entry_id, fields in entries:
                try:
                    service.apply(PermitFlag.from_fields(fields))
                except (KeyError, ValueError) as exc:
                    log.warning("ignoring flag %s: %s", entry_id, exc)
                client.xack(STREAM, GROUP, entry_id)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    consume()
