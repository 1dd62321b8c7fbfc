# A rug loom plan upload program of the h66 set (cwe-502-deser).
# Loom-plan upload for the rug weaving cooperative (Bottle 0.12, PyYAML).
# Weavers export their knot charts from the desktop planner as YAML.
import os
import json

import yaml
from bottle import Bottle, request, response, abort, run

PLAN_DIR = os.environ.get("RUG_PLAN_DIR", "/srv/rugcoop/plans")
KNOTS = ("persian", "turkish", "tibetan", "flatweave")

app = Bottle()


def parse_plan(text):
    doc = yaml.load(text, Loader=yaml.BaseLoader)
    if not isinstance(doc, dict):
        raise ValueError("plan must be a mapping")
    plan = {
        "name": str(doc.get("name", "untitled")),
        "knot": str(doc.get("knot", "persian")),
        "width_cm": int(doc.get("width_cm", 0)),
        "length_cm": int(doc.get("length_cm", 0)),
        "kpsi": int(doc.get("knots_per_sq_inch", 0)),
        "colours": [str(c) for c in doc.get("colours", [])],
    }
    if plan["knot"] not in KNOTS:
        raise ValueError("unknown knot")
    return plan


def estimate_hours(plan):
    sq_in = (plan["width_cm"] / 2.54) * (plan["length_cm"] / 2.54)
    per_hour = 360 if plan["knot"] == "flatweave" else 240
    return int(sq_in * plan["kpsi"] / per_hour)


@app.post("/plans")
def upload_plan():
    upload = request.files.get("plan")
    if upload is None:
        abort(400, "attach a plan file")
    text = upload.file.read(256 * 1024).decode("utf-8", "replace")
    try:
        plan = parse_plan(text)
    except (ValueError, TypeError, yaml.YAMLError) as exc:
        abort(400, "could not read plan: %s" % exc.__class__.__name__)

    plan["estimated_hours"] = estimate_hours(plan)
    stored = os.path.join(PLAN_DIR, "%d.json" % (len(os.listdir(PLAN_DIR)) + 1))
    with open(stored, "w") as fh:
        json.dump(plan, fh)

    response.content_type = "application/json"
    return json.dumps(plan)


if __name__ == "__main__":
    run(app, host="127.0.0.1", port=8083)
