# A flight track program of the h63 set (cwe-078-command).
"""Websocket service that converts recorded balloon flight tracks for pilots."""
import asyncio
import json
import logging
import re
from pathlib import Path
from typing import Awaitable, Callable, Dict

import websockets

log = logging.getLogger("flight_tracks")

TRACK_ROOT = Path("/srv/balloon/tracks")
BABEL_FORMATS = {"kml": "kml", "csv": "unicsv", "igc": "igc", "geojson": "geojson"}


class FlightId:
    PATTERN = re.compile(r"^[A-Z]{2}\d{6}$")

    def __init__(self, raw: str):
        if not self.PATTERN.fullmatch(raw or ""):
            raise ValueError("flight id must look like OO123456")
        self.value = raw

    def gpx_path(self) -> Path:
        return TRACK_ROOT / f"{self.value}.gpx"


class ConvertTrackCommand:
    def __init__(self, flight: FlightId, target_format: str):
        self.flight = flight
        self.target_format = target_format

    async def execute(self) -> dict:
        babel_format = BABEL_FORMATS.get(self.target_format, self.target_format)
        source = self.flight.gpx_path()
        target = TRACK_ROOT / "exports" / f"{self.flight.value}.{self.target_format}"
        cmd = f"gpsbabel -i gpx -f {source} -o {babel_format} -F {target}"
        proc = await asyncio.create_subprocess_shell(
            cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
        )
        _, stderr = await proc.communicate()
        if proc.returncode != 0:
            return {"ok": False, "error": stderr.decode(errors="replace")[:400]}
        return {"ok": True, "download": f"/exports/{target.name}"}


class CommandFactory:
    def __init__(self):
        self._builders: Dict[str, Callable[[dict], ConvertTrackCommand]] = {
            "convert_track": lambda msg: ConvertTrackCommand(
                FlightId(msg.get("flight_id", "")), str(msg.get("target_format", "kml"))
            ),
        }

    def create(self, message: dict) -> ConvertTrackCommand:
        builder = self._builders.get(message.get("action"))
        if builder is None:
            raise ValueError(f"unsupported action {message.get('action')!r}")
        return builder(message)


class PilotSession:
    def __init__(self, websocket, factory: CommandFactory):
        self._ws = websocket
        self._factory = factory

    async def serve(self) -> None:
        async for raw in self._ws:
            try:
                command = self._factory.create(json.loads(raw))
                reply = await command.execute()
            except (ValueError, json.JSONDecodeError) as exc:
                reply = {"ok": False, "error": str(exc)}
            await self._ws.send(json.dumps(reply))


async def handler(websocket) -> None:
    await PilotSession(websocket, CommandFactory()).serve()


async def main() -> None:
    async with websockets.serve(handler, "0.0.0.0", 8765):
        await asyncio.Future()


if __name__ == "__main__":
    asyncio.run(main())
