# A waiver archive program of the h69 set (cwe-022-path).
import logging
import os
from datetime import date

from flask import Flask, abort, g, jsonify, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["WAIVER_ROOT"] = os.environ.get("WAIVER_ROOT", "/srv/riverbend/waivers")

log = logging.getLogger("waivers")

STATIONS = {
    "st-maple-4471": "Maple Dock",
    "st-heron-9023": "Heron Landing",
    "st-falls-1180": "Upper Falls Kiosk",
}


@app.before_request
def load_waiver_context():
    g.station = STATIONS.get(request.headers.get("X-Station-Key", ""))
    g.season = request.args.get("season", str(date.today().year))
    g.requested_waiver = request.args.get("file", "")
    g.waiver_name = secure_filename(g.requested_waiver)


def season_folder() -> str:
    season = g.season if g.season.isdigit() else str(date.today().year)
    return os.path.join(app.config["WAIVER_ROOT"], season)


def require_station():
    if g.station is None:
        abort(401)


@app.route("/waivers")
def list_waivers():
    require_station()
    folder = season_folder()
    if not os.path.isdir(folder):
        return jsonify(station=g.station, waivers=[])
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith(".pdf"))
    return jsonify(station=g.station, season=g.season, waivers=names)


@app.route("/waivers/download")
def download_waiver():
    require_station()
    if not g.waiver_name:
        abort(400, "file is required")

    folder = os.path.realpath(season_folder())
    path = os.path.realpath(os.path.join(folder, g.waiver_name))
    if os.path.commonpath([folder, path]) != folder:
        abort(404)

    if not os.path.isfile(path):
        abort(404)
    log.info("station %s pulled waiver %s", g.station, g.waiver_name)
    return send_file(path, mimetype="application/pdf", as_attachment=True,
                     download_name=g.waiver_name)


@app.route("/waivers/summary")
def season_summary():
    require_station()
    folder = season_folder()
    total = 0
    size = 0
    if os.path.isdir(folder):
        for entry in os.scandir(folder):
            if entry.is_file() and entry.name.lower().endswith(".pdf"):
                total += 1
                size += entry.stat().st_size
    return jsonify(season=g.season, count=total, bytes=size)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8040)
