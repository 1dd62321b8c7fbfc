# Flask view rendering the in-room portal welcome banner for hotel guests.
from dataclasses import dataclass
from flask import Flask, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
app.config["PROPERTY_NAME"] = "Harbourview Hotel"

PAGE = """<!doctype html>
<html><body>
<header>{{ banner }}</header>
<p>Room {{ room }} &middot; {{ property_name }}</p>
</body></html>"""

GREETINGS = {"en": "Welcome", "fr": "Bienvenue", "de": "Willkommen"}


@dataclass
class GuestContext:
    display_name: str
    room: str
    language: str = "en"


class BannerRenderer:
    def render(self, ctx: GuestContext) -> Markup:
        greeting = GREETINGS.get(ctx.language, GREETINGS["en"])
        return Markup(f"<h2 class='welcome'>{greeting}, {ctx.display_name}</h2>")


class PortalController:
    def __init__(self, renderer: BannerRenderer):
        self.renderer = renderer

    def context_from(self, req) -> GuestContext:
        return GuestContext(
            display_name=req.args.get("guest", "Guest"),
            room=req.args.get("room", ""),
            language=req.args.get("lang", "en"),
        )

    def page(self, req) -> str:
        ctx = self.context_from(req)
        return render_template_string(
            PAGE,
            banner=self.renderer.render(ctx),
            room=ctx.room,
            property_name=app.config["PROPERTY_NAME"],
        )


controller = PortalController(BannerRenderer())


@app.route("/portal/welcome")
def welcome():
    return controller.page(request)
