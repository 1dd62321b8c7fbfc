# CI service endpoint that imports a pipeline definition uploaded as YAML and stores its stages.
import json

import yaml
from aiohttp import web

MAX_STAGES = 50


def parse_pipeline(text):
    doc = yaml.safe_load(text)
    if not isinstance(doc, dict) or "stages" not in doc:
        raise ValueError("pipeline must be a mapping with a 'stages' key")
    stages = []
    for item in doc["stages"][:MAX_STAGES]:
        stages.append({
            "name": str(item.get("name", "unnamed")),
            "image": str(item.get("image", "alpine:3")),
            "script": [str(line) for line in item.get("script", [])],
        })
    return {"name": str(doc.get("name", "pipeline")), "stages": stages}


async def import_pipeline(request):
    project = request.match_info["project"]
    if request.content_length and request.content_length > 256 * 1024:
        raise web.HTTPRequestEntityTooLarge(max_size=256 * 1024, actual_size=request.content_length)
    text = await request.text()
    try:
        pipeline = parse_pipeline(text)
    except (yaml.YAMLError, ValueError, AttributeError) as exc:
        raise web.HTTPBadRequest(text=str(exc))
    store = request.app["pipelines"]
    store[project] = pipeline
    return web.json_response({"project": project, "stages": len(pipeline["stages"])})


async def show_pipeline(request):
    pipeline = request.app["pipelines"].get(request.match_info["project"])
    if pipeline is None:
        raise web.HTTPNotFound()
    return web.Response(text=json.dumps(pipeline, indent=2), content_type="application/json")


def create_app():
    app = web.Application()
    app["pipelines"] = {}
    app.router.add_put("/projects/{project}/pipeline", import_pipeline)
    app.router.add_get("/projects/{project}/pipeline", show_pipeline)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8091)
