# converts an upload: the name is put into a path template that starts with the folder
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)


@app.post("/convert")
def convert():
    src = "/srv/in/NAME.png".replace("NAME", secure_filename(request.form["name"]))
    subprocess.run(["convert", src, "-resize", "200x200", "/srv/out/thumb.png"], check=True)
    return "ok"
