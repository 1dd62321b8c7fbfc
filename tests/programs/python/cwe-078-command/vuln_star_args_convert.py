# Thumbnails made by handing ImageMagick its options as positional arguments.
import subprocess

from flask import Flask, request, send_file

app = Flask(__name__)


def magick(source, *options):
    line = "convert {} {} /tmp/out.png".format(source, " ".join(options))
    subprocess.run(line, shell=True, check=True)


@app.get("/thumbs")
def thumbs():
    size = request.args.get("size", "128x128")
    magick("uploads/photo.png", "-resize", size, "-strip")
    return send_file("/tmp/out.png")
