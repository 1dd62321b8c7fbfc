# Starlette endpoint that previews the plain-text body of a team invitation email.
from jinja2 import Environment, StrictUndefined
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

env = Environment(undefined=StrictUndefined, keep_trailing_newline=True)

HEADER = "Hi {{ recipient }},\n\n{{ sender }} invited you to join {{ team }} on Trackly.\n\n"
FOOTER = "\n\nAccept the invitation: {{ link }}\n\n-- The Trackly team\n"
TEAMS = {"eng": "Engineering", "ops": "Operations", "sales": "Sales"}


def build_template(has_note):
    body = HEADER
    if has_note:
        body += "Message from the sender:\n{{ note }}"
    return body + FOOTER


async def invite_preview(request):
    data = await request.json()
    team = TEAMS.get(data.get("team"), "your workspace")
    note = str(data.get("note", ""))[:500]
    context = {
        "recipient": str(data.get("recipient", "there"))[:80],
        "sender": str(data.get("sender", "A colleague"))[:80],
        "team": team,
        "link": "https://app.trackly.example/invites/preview",
        "note": note,
    }
    template = env.from_string(build_template(bool(note)))
    return PlainTextResponse(template.render(**context))


app = Starlette(routes=[Route("/invites/preview", invite_preview, methods=["POST"])])
