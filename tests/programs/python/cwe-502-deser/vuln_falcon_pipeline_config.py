# Falcon resource that accepts CI pipeline definitions uploaded as YAML and stores a summary.
import uuid

import falcon
import yaml

MAX_BODY = 64 * 1024
PIPELINES = {}


def parse_pipeline(text: str) -> dict:
    doc = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(doc, dict) or "stages" not in doc:
        raise ValueError("pipeline must be a mapping with a 'stages' key")
    return doc


def summarize(doc: dict) -> dict:
    stages = doc.get("stages") or []
    return {
        "name": str(doc.get("name", "unnamed")),
        "stage_count": len(stages),
        "stages": [str(stage.get("name", "?")) for stage in stages if isinstance(stage, dict)],
    }


class PipelineResource:
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        if (req.content_length or 0) > MAX_BODY:
            raise falcon.HTTPPayloadTooLarge()
        text = req.bounded_stream.read().decode("utf-8")
        try:
            doc = parse_pipeline(text)
        except (yaml.YAMLError, ValueError) as exc:
            raise falcon.HTTPBadRequest(title="invalid pipeline", description=str(exc))
        pipeline_id = str(uuid.uuid4())
        PIPELINES[pipeline_id] = summarize(doc)
        resp.status = falcon.HTTP_201
        resp.media = {"id": pipeline_id, **PIPELINES[pipeline_id]}

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = PIPELINES


app = falcon.App()
app.add_route("/pipelines", PipelineResource())
