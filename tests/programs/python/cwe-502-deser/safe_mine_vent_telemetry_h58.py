# mine vent telemetry (h58 set)
"""Receives telemetry frames from underground ventilation sensors in a mine.

Each sensor node opens a TCP connection to the surface collector and
sends frames, each preceded by a 4-byte length. Readings over the statutory limits are
pushed onto an alarm queue that the control-room notifier consumes.
"""
import asyncio
import logging
import os
import json
import struct

HOST = os.environ.get("TELEMETRY_HOST", "127.0.0.1")
PORT = int(os.environ.get("TELEMETRY_PORT", "9740"))
MAX_FRAME = 64 * 1024
LIMITS = {"co_ppm": 25.0, "ch4_pct": 1.0, "no2_ppm": 3.0}
MIN_AIRFLOW_MS = 0.3

log = logging.getLogger("vent-collector")


async def frames(reader: asyncio.StreamReader):
    while True:
        try:
            header = await reader.readexactly(4)
        except asyncio.IncompleteReadError:
            return
        (length,) = struct.unpack("!I", header)
        if length > MAX_FRAME:
            raise ValueError(f"frame of {length} bytes exceeds limit")
        yield await reader.readexactly(length)


def decode_frame(frame: bytes) -> dict:
    reading = json.loads(frame)
    if not isinstance(reading, dict) or "sensor" not in reading:
        raise ValueError("malformed reading")
    return reading


def breaches(reading: dict) -> list[str]:
    over = [gas for gas, limit in LIMITS.items() if float(reading.get(gas, 0.0)) > limit]
    if float(reading.get("airflow_ms", MIN_AIRFLOW_MS)) < MIN_AIRFLOW_MS:
        over.append("airflow_ms")
    return over


def make_handler(alarms: asyncio.Queue):
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        try:
            async for frame in frames(reader):
                reading = decode_frame(frame)
                over = breaches(reading)
                if over:
                    await alarms.put((str(reading["sensor"]), over))
        except (ValueError, TypeError, asyncio.IncompleteReadError) as exc:
            log.warning("dropping connection from %s: %s", peer, exc)
        finally:
            writer.close()
            await writer.wait_closed()

    return handle


async def notifier(alarms: asyncio.Queue) -> None:
    while True:
        sensor, over = await alarms.get()
        log.error("ventilation alarm at sensor %r: %s", sensor, ", ".join(over))
        alarms.task_done()


async def main() -> None:
    alarms: asyncio.Queue = asyncio.Queue()
    notify_task = asyncio.create_task(notifier(alarms))
    server = await asyncio.start_server(make_handler(alarms), HOST, PORT)
    async with server:
        try:
            await server.serve_forever()
        finally:
            notify_task.cancel()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    asyncio.run(main())
