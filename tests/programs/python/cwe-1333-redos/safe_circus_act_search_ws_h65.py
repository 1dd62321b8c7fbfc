# A circus act search ws program of the h65 set (cwe-1333-redos).
import json
import os
import re

from fastapi import FastAPI, WebSocket, WebSocketDisconnect

app = FastAPI(title="Circus rehearsal board")


class ActRegister:
    """Every act the troupe can put in a show, with rigging and ring notes."""

    def __init__(self, path: str):
        with open(path, encoding="utf-8") as fh:
            self.acts = json.load(fh)

    def search(self, matcher, ring: str | None):
        hits = []
        for act in self.acts:
            if ring and act.get("ring") != ring:
                continue
            text = f"{act['title']} {act.get('performers', '')} {act.get('notes', '')}"
            if matcher.search(text):
                hits.append({"id": act["id"], "title": act["title"], "ring": act.get("ring"),
                             "minutes": act.get("minutes")})
        return hits


register = ActRegister(os.environ.get("ACT_REGISTER", "/srv/circus/acts.json"))
RINGS = {"centre", "aerial", "stage", "outdoor"}


@app.websocket("/ws/rehearsal")
async def rehearsal(ws: WebSocket):
    await ws.accept()
    try:
        while True:
            msg = await ws.receive_json()
            if msg.get("type") != "search":
                await ws.send_json({"type": "error", "message": "only search is supported"})
                continue

            text = str(msg.get("text", ""))
            ring = msg.get("ring")
            if ring is not None and ring not in RINGS:
                await ws.send_json({"type": "error", "message": "unknown ring"})
                continue
            if not text or len(text) > 100:
                await ws.send_json({"type": "error", "message": "search text must be 1-100 characters"})
                continue

            try:
                matcher = re.compile(re.escape(text), re.IGNORECASE)
            except re.error:
                await ws.send_json({"type": "error", "message": "could not read search text"})
                continue

            hits = register.search(matcher, ring)
            await ws.send_json({"type": "results", "text": text, "acts": hits[:50], "total": len(hits)})
    except WebSocketDisconnect:
        return
