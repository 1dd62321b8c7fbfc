# A reply preview program of the h60 set (cwe-079-xss).
"""Childcare centre parent portal: parents draft a reply to their child's
key worker and see a formatted preview before sending it."""
from jinja2 import DictLoader, Environment, select_autoescape
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

KEY_WORKERS = {
    "sunflower-room": "Priya (Sunflower Room)",
    "acorn-room": "Tomasz (Acorn Room)",
    "rainbow-room": "Aoife (Rainbow Room)",
}

TEMPLATES = {
    "preview.html": """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Reply preview</title></head>
<body>
  <h1>Your reply to {{ worker }}</h1>
  <p class="child">About: {{ child_name }}</p>
  <div class="message">{{ body }}</div>
  <p class="hint">{{ line_count }} paragraph(s). Go back to edit or send.</p>
</body>
</html>""",
}

env = Environment(
    loader=DictLoader(TEMPLATES),
    autoescape=select_autoescape(enabled_extensions=("html",)),
)


def paragraphs(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def as_html(lines: list[str]) -> Markup:
    # keep the parent's line breaks in the preview
    return Markup("<br>").join(lines)


async def preview(request: Request) -> HTMLResponse:
    form = await request.form()
    room = str(form.get("room", ""))
    child_name = str(form.get("child_name", ""))[:80]
    lines = paragraphs(str(form.get("message", ""))[:4000])
    html = env.get_template("preview.html").render(
        worker=KEY_WORKERS.get(room, "your key worker"),
        child_name=child_name,
        body=as_html(lines),
        line_count=len(lines),
    )
    return HTMLResponse(html)


app = Starlette(routes=[Route("/replies/preview", preview, methods=["POST"])])
