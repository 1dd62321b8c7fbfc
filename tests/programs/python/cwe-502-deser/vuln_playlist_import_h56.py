# FastAPI websocket endpoint that imports playlists exported from the desktop music player
import base64
import pickle
from dataclasses import dataclass

from fastapi import FastAPI, WebSocket, WebSocketDisconnect

app = FastAPI()
LIBRARY: dict[str, list[str]] = {}


@dataclass
class Playlist:
    name: str
    track_ids: list[str]


def decode_export(blob: str) -> Playlist:
    playlist = pickle.loads(base64.b64decode(blob))
    if not isinstance(playlist, Playlist):
        raise ValueError("not a playlist export")
    return playlist


def normalise(playlist: Playlist) -> tuple[str, list[str]]:
    tracks = [t for t in map(str, playlist.track_ids) if t.isalnum()]
    return str(playlist.name).strip()[:100], tracks[:500]


@app.get("/playlists")
async def list_playlists():
    return {name: len(tracks) for name, tracks in LIBRARY.items()}


@app.websocket("/ws/playlists/import")
async def import_socket(ws: WebSocket):
    await ws.accept()
    try:
        while True:
            match await ws.receive_json():
                case {"type": "import", "export": str(blob)}:
                    try:
                        name, tracks = normalise(decode_export(blob))
                    except ValueError as exc:
                        await ws.send_json({"type": "error", "detail": str(exc)})
                        continue
                    LIBRARY[name] = tracks
                    await ws.send_json({"type": "imported", "name": name, "tracks": len(tracks)})
                case {"type": "ping"}:
                    await ws.send_json({"type": "pong"})
                case _:
                    await ws.send_json({"type": "error", "detail": "unknown message"})
    except WebSocketDisconnect:
        return
