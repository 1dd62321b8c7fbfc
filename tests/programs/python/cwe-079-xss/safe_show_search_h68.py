# A show search program of the h68 set (cwe-079-xss).
# planetariums: dome show schedule search for the public website
from __future__ import annotations

import html
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route


@dataclass(frozen=True, slots=True)
class Show:
    title: str
    starts: datetime
    minutes: int
    audience: str


class ShowSource(Protocol):
    def upcoming(self, days: int) -> AsyncIterator[Show]: ...


class ProgrammeFeed:
    _catalogue = (
        ("Black Holes: Edge of Time", 35, "12+"),
        ("Tonight's Sky Live", 45, "all ages"),
        ("Journey to the Ice Moons", 30, "8+"),
        ("The Little Star Who Wondered", 25, "4-8"),
    )

    async def upcoming(self, days: int) -> AsyncIterator[Show]:
        start = datetime.now().replace(minute=0, second=0, microsecond=0)
        for offset in range(days * 4):
            title, minutes, audience = self._catalogue[offset % len(self._catalogue)]
            yield Show(title, start + timedelta(hours=3 * offset), minutes, audience)


feed: ShowSource = ProgrammeFeed()


async def _matches(term: str, days: int) -> list[Show]:
    needle = term.casefold()
    return [show async for show in feed.upcoming(days) if needle in show.title.casefold()]


def _row(show: Show) -> str:
    return (
        f"<li><strong>{html.escape(show.title)}</strong> "
        f"{show.starts:%a %d %b, %H:%M} · {show.minutes} min · {show.audience}</li>"
    )


async def search(request: Request) -> HTMLResponse:
    term = request.query_params.get("q", "").strip()
    match request.query_params.get("days"):
        case None:
            days = 7
        case str(d) if d.isdigit() and 1 <= int(d) <= 30:
            days = int(d)
        case _:
            days = 7

    if not term:
        body = "<p>Type part of a show title to search the programme.</p>"
    elif found := await _matches(term, days):
        body = f"<ul class='shows'>{''.join(map(_row, found))}</ul>"
    else:
        body = f"<p class='empty'>No shows matching “{html.escape(term)}” in the next {days} days.</p>"

    page = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Show search</title></head>
<body>
<form action="/shows/search"><input name="q" value=""><button>Search</button></form>
{body}
</body></html>"""
    return HTMLResponse(page)


app = Starlette(routes=[Route("/shows/search", search)])
