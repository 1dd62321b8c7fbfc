# aiohttp endpoint that imports CI pipeline definitions uploaded as YAML.
import yaml
from aiohttp import web

REQUIRED_KEYS = {"name", "steps"}


def parse_pipeline(text):
    try:
        doc = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        raise web.HTTPBadRequest(text="malformed YAML")
    if not isinstance(doc, dict) or not REQUIRED_KEYS <= doc.keys():
        raise web.HTTPUnprocessableEntity(text="pipeline needs name and steps")
    return doc


class PipelineView(web.View):
    async def post(self):
        text = await self.request.text()
        pipeline = parse_pipeline(text)
        self.request.app["pipelines"][pipeline["name"]] = pipeline
        return web.json_response(
            {"imported": pipeline["name"], "steps": len(pipeline["steps"])}, status=201
        )


def create_app():
    app = web.Application(client_max_size=256 * 1024)
    app["pipelines"] = {}
    app.router.add_view("/pipelines", PipelineView)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
