# uploaded file stored under a cleaned name
import os

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["doc"]
    target = os.path.join("/srv/uploads", secure_filename(f.filename))
    f.save(target)
    return "stored"
