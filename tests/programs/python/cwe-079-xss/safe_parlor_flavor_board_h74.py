# A parlor flavor board program of the h74 set (cwe-079-xss).
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field

from flask import Flask, jsonify, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)
pool = ThreadPoolExecutor(max_workers=6, thread_name_prefix="board")


@dataclass
class Suggestion:
    flavor: str
    customer: str
    votes: int = 0
    created: float = field(default_factory=time.time)


_suggestions: list[Suggestion] = []
_lock = threading.Lock()

BOARD_TEMPLATE = """
<!doctype html>
<html><head><meta charset="utf-8"><title>Scoops &amp; Co. - Flavor Lab</title></head>
<body>
  <h1>Next month's flavor lab</h1>
  <ol class="board">{{ cards }}</ol>
  <form method="post" action="{{ url_for('suggest') }}">
    <input name="flavor" maxlength="60" placeholder="Your dream flavor">
    <input name="customer" maxlength="30" placeholder="First name">
    <button>Suggest</button>
  </form>
</body></html>
"""


def _render_card(s: Suggestion) -> tuple[int, Markup]:
    age_days = int((time.time() - s.created) // 86400)
    badge = "new" if age_days < 3 else f"{age_days}d"
    card = Markup('<li><span class="flavor">{}</span> '
                  '<em>from {}</em> <b>{}</b> <small>{}</small></li>').format(
                      s.flavor, s.customer, s.votes, badge)
    return s.votes, card


@app.get("/board")
def board():
    with _lock:
        snapshot = list(_suggestions)
    futures = [pool.submit(_render_card, s) for s in snapshot]
    rendered = [f.result() for f in as_completed(futures)]
    rendered.sort(key=lambda pair: pair[0], reverse=True)
    cards = Markup("").join(card for _, card in rendered[:40])
    return render_template_string(BOARD_TEMPLATE, cards=cards)


@app.post("/board")
def suggest():
    flavor = request.form.get("flavor", "").strip()[:60]
    customer = request.form.get("customer", "").strip()[:30] or "a regular"
    if flavor:
        with _lock:
            _suggestions.append(Suggestion(flavor=flavor, customer=customer))
    return redirect(url_for("board"))


@app.post("/board/<int:idx>/vote")
def vote(idx: int):
    with _lock:
        if not 0 <= idx < len(_suggestions):
            return jsonify({"error": "no such suggestion"}), 404
        _suggestions[idx].votes += 1
        votes = _suggestions[idx].votes
    return jsonify({"votes": votes})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5020, threaded=True)
