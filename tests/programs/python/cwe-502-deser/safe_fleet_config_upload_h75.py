# A snowshoe rental shop fleet config upload program of the h75 set (cwe-502-deser).
import logging
import os
import sqlite3

import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 256 * 1024
log = logging.getLogger("snowshoe.fleet")
DB_PATH = os.environ.get("SNOWSHOE_DB", "/var/lib/snowshoe/fleet.db")
SIZES = {21, 25, 30, 36}


class FleetConfigError(ValueError):
    pass


def parse_config(raw):
    try:
        document = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise FleetConfigError(f"config is not valid YAML{where}") from exc
    if not isinstance(document, dict) or "models" not in document:
        raise FleetConfigError("config needs a top-level 'models' mapping")
    return document


def read_models(document):
    models = []
    for name, spec in document["models"].items():
        if not isinstance(spec, dict):
            raise FleetConfigError(f"model {name}: expected a mapping")
        try:
            size = int(spec["size"])
            pairs = int(spec["pairs"])
            daily_rate = float(spec["daily_rate"])
        except (KeyError, TypeError, ValueError) as exc:
            raise FleetConfigError(f"model {name}: {exc}") from exc
        if size not in SIZES:
            raise FleetConfigError(f"model {name}: unsupported size {size}")
        if pairs < 0 or daily_rate <= 0:
            raise FleetConfigError(f"model {name}: pairs and rate must be positive")
        models.append((str(name), size, pairs, daily_rate))
    return models


@app.route("/fleet/config", methods=["PUT"])
def upload_config():
    upload = request.files.get("config")
    if upload is None:
        return jsonify(error="attach the fleet file as 'config'"), 400
    try:
        models = read_models(parse_config(upload.read()))
    except FleetConfigError as exc:
        log.info("fleet config rejected: %s", exc)
        return jsonify(error=str(exc)), 422
    conn = sqlite3.connect(DB_PATH)
    try:
        with conn:
            conn.execute("DELETE FROM fleet_models")
            conn.executemany(
                "INSERT INTO fleet_models (name, size, pairs, daily_rate) VALUES (?, ?, ?, ?)",
                models,
            )
    except sqlite3.Error:
        log.exception("fleet update failed, previous configuration kept")
        return jsonify(error="could not update the fleet"), 500
    finally:
        conn.close()
    return jsonify(models=len(models), pairs=sum(m[2] for m in models))


if __name__ == "__main__":
    app.run(port=8150)
