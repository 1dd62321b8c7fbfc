# aiohttp handler returning theme assets by name
import os

from aiohttp import web

ASSET_ROOT = "/var/www/themes"


async def theme_asset(request: web.Request) -> web.StreamResponse:
    theme = request.match_info["theme"]
    asset = request.query.get("file", "style.css")
    full = os.path.join(ASSET_ROOT, theme, asset)
    if not os.path.isfile(full):
        raise web.HTTPNotFound()
    return web.FileResponse(full)


app = web.Application()
app.router.add_get("/themes/{theme}/asset", theme_asset)

if __name__ == "__main__":
    web.run_app(app, port=8080)
