# Thumbnails made by handing ImageMagick its options as positional arguments.
import re
import subprocess

from flask import Flask, abort, request, send_file

app = Flask(__name__)


def magick(source, *options):
    line = "convert {} {} /tmp/out.png".format(source, " ".join(options))
    subprocess.run(line, shell=True, check=True)


@app.get("/thumbs")
def thumbs():
    size = request.args.get("size", "128x128")
    if not re.fullmatch(r"\d{1,4}x\d{1,4}", size):
        abort(400)
    magick("uploads/photo.png", "-resize", size, "-strip")
    return send_file("/tmp/out.png")
