# request body parsed by yaml.load restricted to standard YAML tags
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_config():
    conf = yaml.load(request.get_data(as_text=True), Loader=yaml.SafeLoader)
    return {"keys": sorted(conf or {})}
