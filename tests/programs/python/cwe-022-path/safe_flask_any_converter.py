# export of the catalogue in one of two formats
from flask import Flask, send_file

app = Flask(__name__)


@app.route("/catalogue.<any(csv, json):fmt>")
def catalogue(fmt):
    return send_file("/srv/catalogue/current." + fmt)
