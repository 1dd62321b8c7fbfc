# Upload spool directory set up at start
import os
import stat

from flask import Flask, request

app = Flask(__name__)
SPOOL = "/var/spool/uploads"


def prepare():
    os.makedirs(SPOOL, exist_ok=True)
    os.chmod(SPOOL, 0o777)


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["file"]
    target = os.path.join(SPOOL, "incoming.bin")
    f.save(target)
    return "stored"
