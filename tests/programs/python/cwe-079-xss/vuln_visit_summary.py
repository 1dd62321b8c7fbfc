# Quart route that renders a printable preview of a clinic visit summary before it is filed.
from mako.template import Template
from quart import Quart, abort, request

app = Quart(__name__)

SUMMARY_TEMPLATE = Template(
    """<!doctype html>
<html><head><title>Visit ${visit_id}</title></head>
<body>
  <h1>Visit summary</h1>
  <p>Patient: ${patient}</p>
  <p>Clinician: ${clinician}</p>
  <h2>Notes</h2>
  <div class="note">${note}</div>
  % for code in codes:
  <span class="code">${code}</span>
  % endfor
</body></html>"""
)

VISITS = {
    101: {"patient": "R. Okafor", "clinician": "Dr. Lindqvist"},
    102: {"patient": "M. Duarte", "clinician": "Dr. Haddad"},
}


def normalise_codes(raw: str) -> list:
    return [c.strip().upper() for c in raw.split(",") if c.strip()][:12]


@app.route("/visits/<int:visit_id>/preview", methods=["POST"])
async def preview_visit(visit_id: int):
    visit = VISITS.get(visit_id)
    if visit is None:
        abort(404)
    form = await request.form
    note = form.get("note", "")
    codes = normalise_codes(form.get("codes", ""))
    html = SUMMARY_TEMPLATE.render(
        visit_id=visit_id,
        patient=visit["patient"],
        clinician=visit["clinician"],
        note=note,
        codes=codes,
    )
    return html, 200, {"Content-Type": "text/html; charset=utf-8"}
