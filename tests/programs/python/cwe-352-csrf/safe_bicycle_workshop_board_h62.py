# A bicycle workshop board program of the h62 set (cwe-352-csrf).
"""Workshop ticket board for the bicycle repair shop.

Mechanics are signed in by the shop's staff sign-on, which sets the signed
`mechanic` cookie; this app shows the open tickets and lets them move a bike on.
"""
import asyncio
import os
from dataclasses import dataclass
from typing import Dict, Optional

import tornado.web
from tornado.escape import xhtml_escape

STAGES = ("booked-in", "diagnosed", "waiting-parts", "in-repair", "ready")


@dataclass
class Ticket:
    number: int
    customer: str
    bike: str
    stage: str = "booked-in"


TICKETS: Dict[int, Ticket] = {
    301: Ticket(301, "L. Moreau", "Brompton M6L", "diagnosed"),
    302: Ticket(302, "D. Osei", "Trek Domane SL5"),
}


class MechanicHandler(tornado.web.RequestHandler):
    def get_current_user(self) -> Optional[str]:
        name = self.get_signed_cookie("mechanic")
        return name.decode() if name else None


class BoardHandler(MechanicHandler):
    @tornado.web.authenticated
    def get(self) -> None:
        rows = []
        for t in sorted(TICKETS.values(), key=lambda t: STAGES.index(t.stage)):
            options = "".join(f'<option{" selected" if s == t.stage else ""}>{s}</option>' for s in STAGES)
            rows.append(
                f"<tr><td>#{t.number}</td><td>{xhtml_escape(t.customer)}</td><td>{xhtml_escape(t.bike)}</td>"
                f'<td><form method="post" action="/tickets/{t.number}/stage">{self.xsrf_form_html()}'
                f'<select name="stage">{options}</select><button>Move</button></form></td></tr>'
            )
        self.write("<h1>Workshop board</h1><table>" + "".join(rows) + "</table>")


class StageHandler(MechanicHandler):
    @tornado.web.authenticated
    def post(self, number: str) -> None:
        ticket = TICKETS.get(int(number))
        stage = self.get_body_argument("stage", "")
        if ticket is None or stage not in STAGES:
            raise tornado.web.HTTPError(400, reason="unknown ticket or stage")
        ticket.stage = stage
        self.redirect("/board")


def make_app() -> tornado.web.Application:
    return tornado.web.Application(
        [(r"/board", BoardHandler), (r"/tickets/([0-9]+)/stage", StageHandler)],
        cookie_secret=os.environ["WORKSHOP_COOKIE_SECRET"],
        login_url=os.environ.get("WORKSHOP_LOGIN_URL", "/staff/sign-in"),
        xsrf_cookies=True,
    )


async def main() -> None:
    make_app().listen(int(os.environ.get("PORT", "8888")), address=os.environ.get("BIND_HOST", "127.0.0.1"))
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
