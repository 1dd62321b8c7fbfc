# Falcon ASGI resource that returns archived CI build logs for a pipeline run.
import os

import falcon
import falcon.asgi

LOG_DIR = "/var/lib/ci/logs"


def clean_name(name: str) -> str:
    # people often paste relative paths copied from the runner output
    return name.replace("../", "").lstrip("/")


class BuildLogResource:
    def __init__(self, log_dir: str):
        self.log_dir = log_dir

    def resolve(self, pipeline_id: int, log_name: str) -> str:
        return os.path.join(self.log_dir, str(pipeline_id), clean_name(log_name))

    async def on_get(self, req, resp, pipeline_id):
        log_name = req.get_param("file", required=True)
        if not log_name.endswith(".log"):
            raise falcon.HTTPBadRequest(description="only .log files are archived")

        path = self.resolve(pipeline_id, log_name)
        try:
            with open(path, "r", encoding="utf-8", errors="replace") as fh:
                body = fh.read()
        except FileNotFoundError:
            raise falcon.HTTPNotFound()

        resp.content_type = falcon.MEDIA_TEXT
        resp.text = body


app = falcon.asgi.App()
app.add_route("/pipelines/{pipeline_id:int}/logs", BuildLogResource(LOG_DIR))
