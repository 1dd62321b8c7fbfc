# uploaded XML parsed with the defused parser
from defusedxml import ElementTree as DET
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_xml():
    root = DET.fromstring(request.get_data())
    return root.tag
