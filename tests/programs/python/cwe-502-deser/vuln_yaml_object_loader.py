# request body parsed by yaml.load with a loader that builds arbitrary Python objects
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_config():
    conf = yaml.load(request.get_data(as_text=True), Loader=yaml.UnsafeLoader)
    return {"keys": sorted(conf)}
