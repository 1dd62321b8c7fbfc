# bottle app serving raw log files from the log folder
import os

from bottle import Bottle, response

app = Bottle()
LOGS = "/var/log/app"


@app.get("/logs/<filepath:path>")
def logs(filepath):
    response.content_type = "text/plain"
    with open(os.path.join(LOGS, filepath)) as fh:
        return fh.read()
