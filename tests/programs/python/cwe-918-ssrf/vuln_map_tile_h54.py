# Flask proxy that fetches map tiles for a transit journey planner from regional tile servers.
import requests
from flask import Flask, Response, abort, g, request

app = Flask(__name__)
TILE_SERVERS = {"north": "tiles-n.transitmaps.example", "south": "tiles-s.transitmaps.example"}
TILE_DOMAIN = "transitmaps.example"


@app.before_request
def choose_tile_host():
    g.tile_host = request.args.get("server") or TILE_SERVERS.get(request.args.get("region", "north"), "")


def tile_url(host, z, x, y):
    return f"https://{host}/osm/{z}/{x}/{y}.png"


def trusted(host):
    return host.endswith(TILE_DOMAIN)


def fetch_tile(url, fetch=requests.get):
    upstream = fetch(url, timeout=5, stream=False)
    return upstream.status_code, upstream.content, upstream.headers.get("Cache-Control", "max-age=3600")


@app.get("/tiles/<int:z>/<int:x>/<int:y>.png")
def tile(z, x, y):
    host = g.tile_host
    if not trusted(host):
        abort(400)
    status, body, cache = fetch_tile(tile_url(host, z, x, y))
    if status != 200:
        abort(502)
    return Response(body, mimetype="image/png", headers={"Cache-Control": cache})
