# makes a thumbnail of an upload: the path is kept under the upload folder and starts with it
import subprocess

from flask import Flask, request
from werkzeug.utils import safe_join

app = Flask(__name__)


@app.post("/thumb")
def thumb():
    src = safe_join("/srv/uploads", request.form["name"])
    if src is None:
        return "bad name", 400
    subprocess.run(["convert", src, "-resize", "200x200", "/srv/thumbs/out.png"], check=True)
    return "ok"
