# Upload spool directory set up at start
import os

from flask import Flask, request

app = Flask(__name__)
SPOOL = "/var/spool/uploads"


def prepare():
    os.makedirs(SPOOL, mode=0o700, exist_ok=True)
    os.chmod(SPOOL, 0o750)


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["file"]
    f.save(os.path.join(SPOOL, "incoming.bin"))
    return "stored"
