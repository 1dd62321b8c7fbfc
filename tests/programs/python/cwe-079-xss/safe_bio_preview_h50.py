# Community site: renders a preview of a member's profile card before it is saved.
from flask import Flask, request
from jinja2 import DictLoader, Environment, select_autoescape

app = Flask(__name__)

TEMPLATES = {
    "card.html": (
        "<article class='card'>"
        "<h2>{{ profile.display_name }}</h2>"
        "<p class='pronouns'>{{ profile.pronouns }}</p>"
        "<div class='bio'>{{ profile.bio }}</div>"
        "{% for link in profile.links %}<span class='link'>{{ link }}</span>{% endfor %}"
        "</article>"
    ),
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=select_autoescape(["html", "xml"]), trim_blocks=True)


def profile_from_form(form):
    links = [l.strip() for l in form.get("links", "").splitlines() if l.strip()]
    return {
        "display_name": form.get("display_name", "")[:80],
        "pronouns": form.get("pronouns", "")[:30],
        "bio": form.get("bio", "")[:2000],
        "links": links[:5],
    }


@app.post("/profile/preview")
def preview():
    profile = profile_from_form(request.form)
    html = env.get_template("card.html").render(profile=profile)
    return html, 200, {"Content-Type": "text/html; charset=utf-8"}
