# aiohttp handler that copies a workspace file into the shared export folder.
import os
import shutil

from aiohttp import web

WORKSPACE = os.environ.get("WORKSPACE_DIR", "/data/workspace")
EXPORT_DIR = os.environ.get("EXPORT_DIR", "/data/exports")


def plain_name(name: str) -> str:
    if os.path.basename(name) != name or name in (".", ".."):
        raise web.HTTPBadRequest(text="file must be a plain name")
    return name


def export_file(name: str) -> str:
    name = plain_name(name)
    source = os.path.join(WORKSPACE, name)
    destination = os.path.join(EXPORT_DIR, name)
    shutil.copyfile(source, destination)
    return destination


async def handle_export(request: web.Request) -> web.Response:
    payload = await request.json()
    name = payload.get("file")
    if not isinstance(name, str) or not name:
        raise web.HTTPBadRequest(text="file is required")
    try:
        path = export_file(name)
    except FileNotFoundError:
        raise web.HTTPNotFound(text="no such file")
    return web.json_response({"exported": os.path.basename(path)})


app = web.Application()
app.router.add_post("/export", handle_export)

if __name__ == "__main__":
    web.run_app(app, port=8081)
