# An archery round snapshots program of the h62 set (cwe-502-deser).
"""Receives end-of-round score sheets uploaded by the archery range's lane tablets.

Tablets work offline during a round and upload a base64 snapshot of the sheet
when the round is closed.
"""
import asyncio
import base64
import binascii
import json
import os
from dataclasses import dataclass, field
from typing import Dict, List

import tornado.web
from tornado.escape import json_decode


@dataclass
class RoundSheet:
    lane: int
    archer: str
    bow_class: str
    ends: List[List[int]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(sum(end) for end in self.ends)

    @property
    def golds(self) -> int:
        return sum(1 for end in self.ends for arrow in end if arrow == 10)


def decode_snapshot(blob: str) -> Dict:
    raw = base64.b64decode(blob, validate=True)
    return json.loads(raw)


def to_sheet(data: Dict) -> RoundSheet:
    ends = [[max(0, min(10, int(a))) for a in end][:6] for end in data.get("ends", [])][:20]
    return RoundSheet(lane=int(data["lane"]), archer=str(data["archer"])[:60],
                      bow_class=str(data.get("bow_class", "recurve"))[:20], ends=ends)


class ScoreBoard:
    def __init__(self) -> None:
        self._sheets: Dict[str, RoundSheet] = {}
        self._lock = asyncio.Lock()

    async def record(self, sheet: RoundSheet) -> int:
        async with self._lock:
            self._sheets[f"{sheet.lane}:{sheet.archer}"] = sheet
            return len(self._sheets)

    def standings(self) -> List[Dict]:
        ranked = sorted(self._sheets.values(), key=lambda s: (s.total, s.golds), reverse=True)
        return [{"archer": s.archer, "lane": s.lane, "total": s.total, "golds": s.golds} for s in ranked]


class SnapshotHandler(tornado.web.RequestHandler):
    def initialize(self, board: ScoreBoard) -> None:
        self.board = board

    async def post(self) -> None:
        try:
            body = json_decode(self.request.body)
            sheet = to_sheet(decode_snapshot(body["snapshot"]))
        except (KeyError, ValueError, TypeError, AttributeError, binascii.Error) as exc:
            raise tornado.web.HTTPError(400, reason=f"unreadable snapshot: {exc}")
        count = await self.board.record(sheet)
        self.write({"recorded": sheet.archer, "total": sheet.total, "sheets": count})


class StandingsHandler(tornado.web.RequestHandler):
    def initialize(self, board: ScoreBoard) -> None:
        self.board = board

    def get(self) -> None:
        self.write({"standings": self.board.standings()})


def make_app() -> tornado.web.Application:
    board = ScoreBoard()
    return tornado.web.Application([
        (r"/rounds/snapshot", SnapshotHandler, {"board": board}),
        (r"/rounds/standings", StandingsHandler, {"board": board}),
    ])


async def main() -> None:
    make_app().listen(int(os.environ.get("PORT", "8888")), address=os.environ.get("BIND_HOST", "127.0.0.1"))
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
