# Falcon resource that imports a construction site survey uploaded as a YAML document.
import falcon
import yaml

REQUIRED = ("site_id", "surveyor", "points")


def parse_survey(text, loader=yaml.Loader):
    return yaml.load(text, Loader=loader)


def validate(doc):
    if not isinstance(doc, dict):
        raise falcon.HTTPBadRequest(title="invalid survey", description="mapping expected")
    missing = [key for key in REQUIRED if key not in doc]
    if missing:
        raise falcon.HTTPBadRequest(title="missing fields", description=", ".join(missing))
    return doc


def summarise(doc):
    elevations = [float(p.get("z", 0)) for p in doc["points"] if isinstance(p, dict)]
    return {
        "site_id": str(doc["site_id"]),
        "surveyor": str(doc["surveyor"]),
        "points": len(elevations),
        "min_z": min(elevations, default=None),
        "max_z": max(elevations, default=None),
    }


class SurveyResource:
    def __init__(self, on_import):
        self.on_import = on_import

    def on_post(self, req, resp, project_id):
        text = req.bounded_stream.read().decode("utf-8")
        summary = summarise(validate(parse_survey(text)))
        self.on_import(project_id, summary)
        resp.media = summary
        resp.status = falcon.HTTP_201


app = falcon.App()
app.add_route(
    "/projects/{project_id}/surveys",
    SurveyResource(on_import=lambda pid, s: print(f"project {pid}: imported {s['points']} points")),
)
