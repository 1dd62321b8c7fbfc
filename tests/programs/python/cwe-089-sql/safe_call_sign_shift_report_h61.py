# A call sign shift report program of the h61 set (cwe-089-sql).
"""Taxi dispatch: driver profile updates and shift reports.

The driver-app gateway publishes profile changes on the Redis channel
``driver.profile.updated``; dispatch supervisors later print a shift report
that groups the night's rides by the driver's radio call sign.
"""
import json
import os
import sys

import redis
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine


class ProfileUpdateValidator:
    def call_sign(self, update: dict) -> str | None:
        value = str(update.get("callSign", "")).strip()
        if not value or len(value) > 24:
            return None
        return value


class DriverProfileRepository:
    def __init__(self, engine: Engine):
        self._engine = engine

    def save_call_sign(self, driver_id: int, call_sign: str) -> None:
        with self._engine.begin() as conn:
            conn.execute(
                text("UPDATE drivers SET call_sign = :call_sign WHERE id = :driver_id"),
                {"call_sign": call_sign, "driver_id": driver_id},
            )

    def call_sign_for(self, driver_id: int) -> str | None:
        with self._engine.connect() as conn:
            return conn.execute(
                text("SELECT call_sign FROM drivers WHERE id = :driver_id"), {"driver_id": driver_id}
            ).scalar()


class RideRepository:
    def __init__(self, engine: Engine):
        self._engine = engine

    def rides_for_call_sign(self, call_sign: str, shift_date: str) -> list:
        statement = text(
            "SELECT ride_id, pickup_zone, fare_cents FROM rides "
            "WHERE call_sign = :call_sign AND shift_date = :shift_date ORDER BY ride_id"
        )
        with self._engine.connect() as conn:
            return conn.execute(statement, {"call_sign": call_sign, "shift_date": shift_date}).fetchall()


class ShiftReportService:
    def __init__(self, profiles: DriverProfileRepository, rides: RideRepository):
        self._profiles = profiles
        self._rides = rides

    def report(self, driver_id: int, shift_date: str) -> list:
        call_sign = self._profiles.call_sign_for(driver_id)
        if call_sign is None:
            return []
        return self._rides.rides_for_call_sign(call_sign, shift_date)


def listen_for_profile_updates(profiles: DriverProfileRepository) -> None:
    validator = ProfileUpdateValidator()
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    pubsub = client.pubsub(ignore_subscribe_messages=True)
    pubsub.subscribe("driver.profile.updated")
    for message in pubsub.listen():
        update = json.loads(message["data"])
        call_sign = validator.call_sign(update)
        if call_sign is not None:
            profiles.save_call_sign(int(update["driverId"]), call_sign)


def main(argv: list[str]) -> None:
    engine = create_engine(os.environ["DISPATCH_DB_URL"], pool_pre_ping=True)
    profiles = DriverProfileRepository(engine)
    if argv[:1] == ["listen"]:
        listen_for_profile_updates(profiles)
    elif argv[:1] == ["report"] and len(argv) == 3:
        service = ShiftReportService(profiles, RideRepository(engine))
        for ride_id, zone, fare in service.report(int(argv[1]), argv[2]):
            print(f"{ride_id:>8}  {zone:<16}  {fare / 100:>8.2f}")
    else:
        print("usage: dispatch listen | dispatch report <driver-id> <YYYY-MM-DD>", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
