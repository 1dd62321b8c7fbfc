# A wash punch card sync program of the h61 set (cwe-502-deser).
"""Loyalty punch cards for the car wash chain.

Bay kiosks publish a wash event on the Redis channel ``bays.wash.completed``
whenever a customer scans their loyalty card; every tenth wash is free.
"""
import logging
import os
import pickle
from abc import ABC, abstractmethod
from dataclasses import dataclass

import redis

PROGRAMS = {"express", "deluxe", "ceramic", "underbody"}
FREE_WASH_EVERY = 10

log = logging.getLogger("punch-cards")


@dataclass(frozen=True)
class WashEvent:
    card_number: str
    bay: int
    program: str
    washed_at: str


class EventCodec(ABC):
    @abstractmethod
    def decode(self, raw: bytes) -> WashEvent:
        ...


class KioskEventCodec(EventCodec):
    def decode(self, raw: bytes) -> WashEvent:
        fields = pickle.loads(raw)
        if not isinstance(fields, dict):
            raise ValueError("kiosk event must be a mapping")
        return WashEvent(
            card_number=str(fields["card"]),
            bay=int(fields["bay"]),
            program=str(fields["program"]),
            washed_at=str(fields["at"]),
        )


class PunchCardRepository:
    def __init__(self, client: redis.Redis):
        self._redis = client

    def punch(self, card_number: str) -> int:
        return int(self._redis.hincrby(f"loyalty:card:{card_number}", "washes", 1))

    def grant_free_wash(self, card_number: str) -> None:
        self._redis.hincrby(f"loyalty:card:{card_number}", "free_washes", 1)


class LoyaltyService:
    def __init__(self, repository: PunchCardRepository):
        self._repository = repository

    def record(self, event: WashEvent) -> None:
        if event.program not in PROGRAMS or not event.card_number.isdigit():
            log.warning("ignoring wash event from bay %s", event.bay)
            return
        washes = self._repository.punch(event.card_number)
        if washes % FREE_WASH_EVERY == 0:
            self._repository.grant_free_wash(event.card_number)


class WashEventListener:
    def __init__(self, client: redis.Redis, codec: EventCodec, service: LoyaltyService):
        self._pubsub = client.pubsub(ignore_subscribe_messages=True)
        self._codec = codec
        self._service = service

    def run(self) -> None:
        self._pubsub.subscribe("bays.wash.completed")
        for message in self._pubsub.listen():
            try:
                event = self._codec.decode(message["data"])
            except (ValueError, KeyError, TypeError) as exc:
                log.warning("undecodable kiosk event: %s", exc)
                continue
            self._service.record(event)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    client = redis.Redis.from_url(os.environ["LOYALTY_REDIS_URL"])
    WashEventListener(client, KioskEventCodec(), LoyaltyService(PunchCardRepository(client))).run()
