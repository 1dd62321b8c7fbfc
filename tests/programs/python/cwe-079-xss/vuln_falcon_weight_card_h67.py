# A falcon weight card program of the h67 set (cwe-079-xss).
# falconers: printable daily weight card for a bird, showing flying weight and the handler's notes
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from flask import Flask, Response
from webargs import fields, validate
from webargs.flaskparser import use_kwargs

app = Flask(__name__)


@dataclass
class WeighIn:
    day: date
    grams: int
    fed_grams: int


class WeighInRepository:
    """Reads weigh-ins from the mews tablet sync; stubbed to an in-memory table here."""

    def __init__(self) -> None:
        self._rows: dict[int, list[WeighIn]] = {
            7: [WeighIn(date(2024, 5, 1), 712, 60), WeighIn(date(2024, 5, 2), 705, 55)],
            12: [WeighIn(date(2024, 5, 1), 1040, 90)],
        }

    def recent(self, bird_id: int, limit: int) -> list[WeighIn]:
        return self._rows.get(bird_id, [])[-limit:]


repository = WeighInRepository()


def render_rows(rows: list[WeighIn]) -> str:
    return "".join(
        f"<tr><td>{r.day.isoformat()}</td><td>{r.grams} g</td><td>{r.fed_grams} g</td></tr>"
        for r in rows
    )


@app.get("/birds/<int:bird_id>/card")
@use_kwargs(
    {
        "bird_name": fields.Str(required=True, validate=validate.Length(min=1, max=60)),
        "handler": fields.Str(load_default="", validate=validate.Length(max=60)),
        "notes": fields.Str(load_default="", validate=validate.Length(max=400)),
        "days": fields.Int(load_default=7, validate=validate.Range(min=1, max=31)),
    },
    location="query",
)
def weight_card(bird_id: int, bird_name: str, handler: str, notes: str, days: int) -> Response:
    rows = repository.recent(bird_id, days)
    target = rows[-1].grams if rows else "n/a"
    page = f"""<!doctype html>
<html>
<head><title>Weight card - {bird_name}</title></head>
<body>
  <h1>{bird_name}</h1>
  <p>Handler: {handler}</p>
  <p>Last recorded weight: {target} g</p>
  <table>
    <thead><tr><th>Date</th><th>Weight</th><th>Fed</th></tr></thead>
    <tbody>{render_rows(rows)}</tbody>
  </table>
  <h2>Notes</h2>
  <div class="notes">{notes}</div>
</body>
</html>"""
    return Response(page, mimetype="text/html")


@app.errorhandler(422)
def on_bad_args(err):
    messages = err.data.get("messages", {}) if hasattr(err, "data") else {}
    return {"errors": messages}, 422


if __name__ == "__main__":
    app.run(port=8077)
