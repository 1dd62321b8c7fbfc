# aiohttp endpoint importing pipeline definitions uploaded as YAML
import yaml
from aiohttp import web


async def import_pipeline(request: web.Request) -> web.Response:
    raw = await request.text()
    spec = yaml.load(raw, Loader=yaml.Loader)
    if not isinstance(spec, dict) or "stages" not in spec:
        raise web.HTTPBadRequest(text="pipeline needs stages")
    names = [stage.get("name", "?") for stage in spec["stages"]]
    return web.json_response({"pipeline": spec.get("name"), "stages": names})


app = web.Application()
app.router.add_post("/pipelines/import", import_pipeline)
