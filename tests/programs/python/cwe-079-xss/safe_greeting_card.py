# Flask page that previews a greeting card with a custom message and recipient.
from flask import Flask, request
from markupsafe import Markup, escape

app = Flask(__name__)

LAYOUTS = {
    "birthday": "<div class='card bday'><h1>Happy birthday, {to}!</h1><p>{msg}</p></div>",
    "thanks": "<div class='card thanks'><h1>Thank you, {to}!</h1><p>{msg}</p></div>",
    "welcome": "<div class='card welcome'><h1>Welcome aboard, {to}!</h1><p>{msg}</p></div>",
}


def render_card(kind: str, recipient: str, message: str) -> Markup:
    layout = Markup(LAYOUTS.get(kind, LAYOUTS["thanks"]))
    return layout.format(to=recipient, msg=message)


def page(body: Markup, title: str) -> str:
    return (
        "<!doctype html><html><head><title>"
        + str(escape(title))
        + "</title></head><body>"
        + str(body)
        + "</body></html>"
    )


@app.route("/cards/preview")
def preview():
    kind = request.args.get("kind", "thanks")
    recipient = request.args.get("to", "friend")[:64]
    message = request.args.get("msg", "")[:500]
    card = render_card(kind, recipient, message)
    return page(card, f"Card for {recipient}")
