# configuration document from the body loaded with the restricted loader
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/config", methods=["POST"])
def config():
    cfg = yaml.safe_load(request.get_data())
    return str(cfg)
