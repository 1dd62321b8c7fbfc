# A rink sessions program of the h70 set (cwe-079-xss).
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from datetime import time
from itertools import groupby
from operator import attrgetter

from django.conf import settings

settings.configure(
    DEBUG=False,
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["bookings.glacierarena.ca"],
    SECRET_KEY=os.environ["RINK_SECRET_KEY"],
)

from django.http import HttpRequest, HttpResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils.html import format_html, format_html_join  # noqa: E402


@dataclass(frozen=True)
class Session:
    rink: str
    title: str
    starts: time
    spaces: int


SESSIONS = [
    Session("Main Pad", "Family Skate", time(10, 0), 80),
    Session("Main Pad", "Adult Stick & Puck", time(12, 30), 24),
    Session("Studio Rink", "Learn to Skate", time(9, 0), 18),
    Session("Studio Rink", "Figure Freestyle", time(16, 0), 12),
    Session("Outdoor Oval", "Evening Glide", time(19, 0), 150),
]

MESSAGES = {
    "empty": lambda q, n: format_html("<p class='notice'>No sessions match <b>{}</b>.</p>", q),
    "found": lambda q, n: format_html("<p class='notice'>{} sessions match <b>{}</b>.</p>", n, q),
}


def matching(term: str) -> list[Session]:
    needle = term.casefold()
    return [s for s in SESSIONS if needle in s.title.casefold() or needle in s.rink.casefold()]


def render_groups(found: list[Session]) -> str:
    by_rink = groupby(sorted(found, key=attrgetter("rink", "starts")), key=attrgetter("rink"))
    blocks = (
        format_html(
            "<section><h2>{}</h2><ul>{}</ul></section>",
            rink,
            format_html_join("", "<li>{} at {} ({} spaces)</li>",
                             ((s.title, s.starts.strftime("%H:%M"), s.spaces) for s in items)),
        )
        for rink, items in by_rink
    )
    return "".join(blocks)


def search(request: HttpRequest) -> HttpResponse:
    term = request.GET.get("q", "").strip()[:80]
    found = matching(term) if term else []
    message = MESSAGES["found" if found else "empty"](term, len(found))
    body = f"<html><body><h1>Public sessions</h1>{message}{render_groups(found)}</body></html>"
    return HttpResponse(body)


urlpatterns = [path("sessions/search", search)]


if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
