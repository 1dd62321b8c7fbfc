# unpacks an uploaded archive into the upload folder
import tarfile

from flask import Flask, request

app = Flask(__name__)


@app.route("/upload", methods=["POST"])
def extract_unsafe_upload():
    f = request.files["archive"]
    with tarfile.open(fileobj=f.stream) as tar:
        tar.extractall("/srv/uploads")
    return "ok"
