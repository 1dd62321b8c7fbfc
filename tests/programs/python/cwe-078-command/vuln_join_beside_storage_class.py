# Lists a folder of the shared drive for the operations dashboard.
import os
from werkzeug.utils import secure_filename
from flask import Flask, request

app = Flask(__name__)


class Storage:
    def __init__(self, root):
        self.root = root

    def join(self, name):
        return os.path.join(self.root, secure_filename(name))


@app.route("/ls")
def ls():
    folder = request.args.get("dir", "")
    cmd = " ".join(["ls", "-l", folder])
    os.system(cmd)
    return "ok"
