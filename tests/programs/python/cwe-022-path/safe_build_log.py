# Falcon ASGI resource that returns archived CI build logs for a pipeline run.
import os

import falcon
import falcon.asgi

LOG_DIR = "/var/lib/ci/logs"


def contained_path(base: str, *parts: str):
    root = os.path.realpath(base)
    target = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([root, target]) != root:
        return None
    return target


class BuildLogResource:
    def __init__(self, log_dir: str):
        self.log_dir = log_dir

    def resolve(self, pipeline_id: int, log_name: str):
        return contained_path(self.log_dir, str(pipeline_id), log_name)

    async def on_get(self, req, resp, pipeline_id):
        log_name = req.get_param("file", required=True)
        if not log_name.endswith(".log"):
            raise falcon.HTTPBadRequest(description="only .log files are archived")

        path = self.resolve(pipeline_id, log_name)
        if path is None:
            raise falcon.HTTPNotFound()
        try:
            with open(path, "r", encoding="utf-8", errors="replace") as fh:
                body = fh.read()
        except FileNotFoundError:
            raise falcon.HTTPNotFound()

        resp.content_type = falcon.MEDIA_TEXT
        resp.text = body


app = falcon.asgi.App()
app.add_route("/pipelines/{pipeline_id:int}/logs", BuildLogResource(LOG_DIR))
