# Settings loader for a small service.
import yaml
from flask import Flask, request
from ruamel.yaml import YAML

app = Flask(__name__)


@app.route("/settings", methods=["POST"])
def settings():
    yaml = YAML(typ="safe")
    data = yaml.load(request.get_data(as_text=True))
    return {"keys": sorted(data or {})}
