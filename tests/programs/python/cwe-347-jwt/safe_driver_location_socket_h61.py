# A driver location socket program of the h61 set (cwe-347-jwt).
"""WebSocket endpoint for taxi drivers' live positions.

The driver app opens a socket, sends ``{"token": "<JWT from the auth service>"}``
and then streams ``{"lat": .., "lon": ..}`` updates that the dispatch map
reads from a Redis geo set.
"""
import asyncio
import json
import os

import jwt
import redis.asyncio as aioredis
import websockets

AUDIENCE = "dispatch-live"


class DriverTokenVerifier:
    def __init__(self, public_key: str, audience: str):
        self._public_key = public_key
        self._audience = audience

    def driver_id(self, token: str) -> str | None:
        try:
            claims = jwt.decode(token, self._public_key, algorithms=["RS256"], audience=self._audience)
        except jwt.PyJWTError:
            return None
        subject = claims.get("sub", "")
        return subject if subject.startswith("driver:") else None


class PositionStore:
    def __init__(self, client: aioredis.Redis):
        self._redis = client

    async def update(self, driver_id: str, lat: float, lon: float) -> None:
        await self._redis.geoadd("drivers:live", (lon, lat, driver_id))
        await self._redis.set(f"drivers:seen:{driver_id}", "1", ex=60)


class PositionMessage:
    @staticmethod
    def parse(raw: str) -> tuple[float, float]:
        doc = json.loads(raw)
        lat, lon = float(doc["lat"]), float(doc["lon"])
        if not (-85.0 <= lat <= 85.0 and -180.0 <= lon <= 180.0):
            raise ValueError("position out of range")
        return lat, lon


class DriverSocketHandler:
    def __init__(self, verifier: DriverTokenVerifier, store: PositionStore):
        self._verifier = verifier
        self._store = store

    async def __call__(self, websocket):
        hello = json.loads(await asyncio.wait_for(websocket.recv(), timeout=10))
        driver_id = self._verifier.driver_id(str(hello.get("token", "")))
        if driver_id is None:
            await websocket.close(code=4401, reason="authentication failed")
            return
        async for raw in websocket:
            try:
                lat, lon = PositionMessage.parse(raw)
            except (ValueError, KeyError, TypeError):
                continue
            await self._store.update(driver_id, lat, lon)


async def main() -> None:
    with open(os.environ["AUTH_PUBLIC_KEY_PATH"]) as fh:
        verifier = DriverTokenVerifier(fh.read(), AUDIENCE)
    handler = DriverSocketHandler(verifier, PositionStore(aioredis.from_url(os.environ["REDIS_URL"])))
    async with websockets.serve(handler, os.environ.get("WS_BIND", "127.0.0.1"), 8765, max_size=4096):
        await asyncio.Future()


if __name__ == "__main__":
    asyncio.run(main())
