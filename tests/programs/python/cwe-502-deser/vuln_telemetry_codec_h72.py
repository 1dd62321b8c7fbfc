# A telemetry codec program of the h72 set (cwe-502-deser).
from __future__ import annotations

import json
import pickle
from dataclasses import dataclass
from typing import Protocol

from aiohttp import web


@dataclass(frozen=True)
class LapSample:
    kart: int
    lap: int
    sector: int
    millis: int
    top_speed_kmh: float


class TelemetryCodec(Protocol):
    content_type: str

    def decode(self, raw: bytes) -> list[LapSample]: ...


class JsonCodec:
    content_type = "application/json"

    def decode(self, raw: bytes) -> list[LapSample]:
        return [LapSample(**item) for item in json.loads(raw)]


class BeaconCodec:
    """Compact batches sent by the older beacons over the pit-lane Wi-Fi."""

    content_type = "application/octet-stream"

    def decode(self, raw: bytes) -> list[LapSample]:
        rows = pickle.loads(raw)
        return [LapSample(*row) for row in rows]


class CodecRegistry:
    def __init__(self, *codecs: TelemetryCodec) -> None:
        self._codecs = {codec.content_type: codec for codec in codecs}

    def for_request(self, request: web.Request) -> TelemetryCodec:
        codec = self._codecs.get(request.content_type)
        if codec is None:
            raise web.HTTPUnsupportedMediaType(text=f"cannot read {request.content_type}")
        return codec


class LapBoard:
    def __init__(self) -> None:
        self.best: dict[int, int] = {}

    def record(self, samples: list[LapSample]) -> int:
        laps: dict[tuple[int, int], int] = {}
        for s in samples:
            laps[(s.kart, s.lap)] = laps.get((s.kart, s.lap), 0) + s.millis
        for (kart, _), total in laps.items():
            if total < self.best.get(kart, 10**9):
                self.best[kart] = total
        return len(laps)


registry = CodecRegistry(JsonCodec(), BeaconCodec())
board_key = web.AppKey("board", LapBoard)


async def upload_telemetry(request: web.Request) -> web.Response:
    codec = registry.for_request(request)
    raw = await request.read()
    if len(raw) > 512 * 1024:
        raise web.HTTPRequestEntityTooLarge(max_size=512 * 1024, actual_size=len(raw))
    try:
        samples = codec.decode(raw)
    except (ValueError, TypeError) as exc:
        raise web.HTTPBadRequest(text=f"malformed telemetry: {exc}") from exc
    laps = request.app[board_key].record(samples)
    return web.json_response({"samples": len(samples), "laps": laps})


async def best_laps(request: web.Request) -> web.Response:
    board = request.app[board_key]
    ranking = sorted(board.best.items(), key=lambda kv: kv[1])
    return web.json_response([{"kart": k, "best_ms": ms} for k, ms in ranking])


def make_app() -> web.Application:
    app = web.Application(client_max_size=1024 * 1024)
    app[board_key] = LapBoard()
    app.router.add_post("/telemetry", upload_telemetry)
    app.router.add_get("/best-laps", best_laps)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8091)
