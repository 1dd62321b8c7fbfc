# Flask view that renders a message preview card for the team chat composer.
from datetime import datetime, timezone

from flask import Flask, abort, request, session
from markupsafe import Markup, escape

app = Flask(__name__)
app.config.from_prefixed_env()

CARD_TEMPLATE = (
    '<div class="card" data-channel="{channel}">'
    '<strong class="author">{author}</strong>'
    '<p class="body">{body}</p>'
    '<span class="ts">{ts}</span>'
    "</div>"
)

MAX_BODY = 4000


def render_card(channel_id: int, author: str, body: str, ts: str) -> Markup:
    body_html = Markup("<br>").join(escape(line) for line in body.split("\n"))
    return Markup(CARD_TEMPLATE).format(
        channel=channel_id,
        author=author,
        body=body_html,
        ts=ts,
    )


@app.post("/channels/<int:channel_id>/preview")
def preview_message(channel_id):
    if "user_id" not in session:
        abort(401)
    author = session.get("display_name", "guest")
    body = request.form.get("body", "").strip()
    if not body:
        abort(400)
    if len(body) > MAX_BODY:
        abort(413)
    ts = datetime.now(timezone.utc).strftime("%H:%M")
    return render_card(channel_id, author, body, ts)
