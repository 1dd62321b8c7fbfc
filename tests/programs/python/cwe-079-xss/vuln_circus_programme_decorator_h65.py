# A circus programme decorator program of the h65 set (cwe-079-xss).
import functools
import json
import os

from flask import Flask, abort, g, request
from jinja2 import DictLoader, Environment

app = Flask(__name__)

TEMPLATES = {
    "programme.html": """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Programme</title></head>
<body>
  <h1>{{ troupe }} &mdash; tonight's programme</h1>
  {% if acts %}
  <ol>
    {% for act in acts %}<li>{{ act.title }} <small>({{ act.minutes }} min, {{ act.ring }})</small></li>{% endfor %}
  </ol>
  {% else %}
  <p>No acts are listed for {{ troupe }} tonight.</p>
  {% endif %}
</body>
</html>""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)


class ProgrammeStore:
    def __init__(self, path):
        with open(path, encoding="utf-8") as fh:
            self._by_troupe = json.load(fh)

    def acts_for(self, troupe):
        return self._by_troupe.get(troupe.lower(), [])


store = ProgrammeStore(os.environ.get("PROGRAMME_FILE", "/srv/circus/programme.json"))


def with_troupe(view):
    """Reads the troupe the visitor picked on the ticket page and keeps it on g."""

    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        name = request.args.get("troupe", "").strip()
        if not name or len(name) > 80:
            abort(400, description="pick a troupe")
        g.troupe = name
        return view(*args, **kwargs)

    return wrapper


@app.get("/programme")
@with_troupe
def programme():
    acts = store.acts_for(g.troupe)
    page = env.get_template("programme.html").render(troupe=g.troupe, acts=acts)
    return page, 200, {"Content-Type": "text/html; charset=utf-8"}
