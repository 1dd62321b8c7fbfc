# A sundial designer ws program of the h65 set (cwe-022-path).
import math
import os
from pathlib import Path

from fastapi import FastAPI, WebSocket, WebSocketDisconnect

app = FastAPI(title="Sundial designer")

TEMPLATE_DIR = Path(os.environ.get("DIAL_TEMPLATE_DIR", "/srv/sundials/templates")).resolve()


class TemplateLibrary:
    """Dial face and gnomon outlines the workshop cuts from slate or bronze."""

    def __init__(self, root: Path):
        self.root = root

    def load(self, name: str) -> str:
        path = self.root / name
        return path.read_text(encoding="utf-8")


library = TemplateLibrary(TEMPLATE_DIR)


def hour_line_angles(latitude: float) -> dict:
    """Hour line angles (degrees from noon line) for a horizontal dial."""
    sin_lat = math.sin(math.radians(latitude))
    angles = {}
    for hour in range(7, 18):
        hour_angle = math.radians(15 * (hour - 12))
        angles[hour] = round(math.degrees(math.atan(sin_lat * math.tan(hour_angle))), 2)
    return angles


@app.websocket("/ws/designer")
async def designer(ws: WebSocket):
    await ws.accept()
    try:
        while True:
            msg = await ws.receive_json()
            action = msg.get("action")

            if action == "angles":
                try:
                    latitude = float(msg["latitude"])
                except (KeyError, TypeError, ValueError):
                    await ws.send_json({"error": "latitude must be a number"})
                    continue
                if not -66.5 <= latitude <= 66.5:
                    await ws.send_json({"error": "latitude outside the range we build for"})
                    continue
                await ws.send_json({"action": "angles", "angles": hour_line_angles(latitude)})

            elif action == "template":
                name = str(msg.get("name", ""))
                if not name or name.startswith(("/", "\\")):
                    await ws.send_json({"error": "template name required"})
                    continue
                try:
                    svg = library.load(name)
                except (FileNotFoundError, IsADirectoryError):
                    await ws.send_json({"error": f"no template {name}"})
                    continue
                await ws.send_json({"action": "template", "name": name, "svg": svg})

            else:
                await ws.send_json({"error": f"unknown action {action!r}"})
    except WebSocketDisconnect:
        return
