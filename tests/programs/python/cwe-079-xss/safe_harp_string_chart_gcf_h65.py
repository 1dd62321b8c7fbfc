# A harp string chart gcf program of the h65 set (cwe-079-xss).
import html

import functions_framework
from google.cloud import firestore
from google.cloud.firestore_v1.base_query import FieldFilter

db = firestore.Client()

PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>String chart</title></head>
<body>
<h1>String chart</h1>
{content}
</body>
</html>"""


def find_model(slug):
    docs = (
        db.collection("harp_models")
        .where(filter=FieldFilter("slug", "==", slug))
        .limit(1)
        .stream()
    )
    return next((d.to_dict() for d in docs), None)


def render_strings(model):
    rows = []
    for s in model.get("strings", []):
        rows.append(
            "<tr><td>{}</td><td>{}</td><td>{:.2f} mm</td><td>{:.1f} kg</td></tr>".format(
                html.escape(s["note"]),
                html.escape(s["material"]),
                float(s["gauge_mm"]),
                float(s["tension_kg"]),
            )
        )
    return (
        f"<h2>{html.escape(model['display_name'])}</h2>"
        "<table><tr><th>Note</th><th>Material</th><th>Gauge</th><th>Tension</th></tr>"
        + "".join(rows)
        + "</table>"
    )


@functions_framework.http
def string_chart(request):
    """Public page listing the strings a lever or pedal harp model is built with."""
    model_slug = request.args.get("model", "").strip()
    headers = {"Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300"}

    if not model_slug:
        return PAGE.format(content="<p>Choose a harp model from the catalogue.</p>"), 400, headers

    model = find_model(model_slug)
    if model is None:
        content = f"<p>We do not build a harp called <b>{html.escape(model_slug)}</b>. Check the catalogue.</p>"
        return PAGE.format(content=content), 404, headers

    return PAGE.format(content=render_strings(model)), 200, headers
