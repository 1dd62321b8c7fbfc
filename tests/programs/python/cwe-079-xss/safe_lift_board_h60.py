# A lift board program of the h60 set (cwe-079-xss).
"""Ski resort lift board: a small HTML widget embedded in the resort app
that shows the live status of a chosen lift."""
import asyncio
from typing import Callable, Optional

import tornado.web
from tornado.escape import xhtml_escape

LIFTS = {
    "edelweiss-gondola": {"name": "Edelweiss Gondola", "status": "open", "wait": 6},
    "marmot-chair": {"name": "Marmot Six-Seater", "status": "hold", "wait": 0},
    "gletscher-tbar": {"name": "Gletscher T-Bar", "status": "closed", "wait": 0},
    "nursery-carpet": {"name": "Nursery Carpet", "status": "open", "wait": 2},
}

STATUS_VIEWS: dict[str, Callable[[dict], str]] = {
    "open": lambda lift: f"<span class='ok'>{lift['name']} open, about {lift['wait']} min wait</span>",
    "hold": lambda lift: f"<span class='warn'>{lift['name']} on wind hold</span>",
    "closed": lambda lift: f"<span class='off'>{lift['name']} closed for today</span>",
}


async def current_status(key: str) -> Optional[dict]:
    # the huts push updates into LIFTS; this simulates the async lookup
    await asyncio.sleep(0)
    return LIFTS.get(key)


def render(lift: Optional[dict]) -> Optional[str]:
    if lift is None:
        return None
    view = STATUS_VIEWS.get(lift["status"], STATUS_VIEWS["closed"])
    return view(lift)


class LiftStatusHandler(tornado.web.RequestHandler):
    async def get(self) -> None:
        wanted = self.get_query_argument("lift", "").strip()
        fragment = render(await current_status(wanted.lower()))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        if fragment is None:
            self.set_status(404)
            options = ", ".join(lift["name"] for lift in LIFTS.values())
            self.write(f"<p class='miss'>No lift called <b>{xhtml_escape(wanted)}</b>. Try: {options}</p>")
            return
        self.write(f"<div class='lift-board'>{fragment}</div>")


def make_app() -> tornado.web.Application:
    return tornado.web.Application([(r"/widget/lift", LiftStatusHandler)])


async def main() -> None:
    make_app().listen(8891, address="127.0.0.1")
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
