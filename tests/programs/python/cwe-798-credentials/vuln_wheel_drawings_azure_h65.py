# A wheel drawings azure program of the h65 set (cwe-798-credentials).
import json
import logging
import os
import uuid

import azure.functions as func
from azure.core.exceptions import AzureError
from azure.storage.blob import BlobServiceClient, ContentSettings

app = func.FunctionApp(http_auth_level=func.AuthLevel.FUNCTION)

DRAWINGS_CONNECTION = (
    "DefaultEndpointsProtocol=https;AccountName=wheelwrightdrawings;"
    "AccountKey=3ox8FHnKEni4EOll6FSOddHhi5wFqnqwA2DFhpINpIf0GyMaIiw6dGQXwXEZyVyax7w0RHWKWoFbQBWAvxpyxw=="
)
blob_service = BlobServiceClient.from_connection_string(DRAWINGS_CONNECTION)
drawings = blob_service.get_container_client("setting-out-drawings")

ACCEPTED_TYPES = {"application/pdf": ".pdf", "image/svg+xml": ".svg", "image/png": ".png"}


@app.route(route="jobs/{job}/drawings", methods=["POST"])
def upload_drawing(req: func.HttpRequest) -> func.HttpResponse:
    """The bench uploads the setting-out drawing for a wheel: hub, spokes, felloes and dish."""
    try:
        job = int(req.route_params.get("job", ""))
    except ValueError:
        return func.HttpResponse("job must be a number", status_code=400)

    content_type = (req.headers.get("Content-Type") or "").split(";")[0].strip().lower()
    extension = ACCEPTED_TYPES.get(content_type)
    if extension is None:
        return func.HttpResponse("drawings are pdf, svg or png", status_code=415)

    data = req.get_body()
    if not data or len(data) > 20 * 1024 * 1024:
        return func.HttpResponse("drawing missing or larger than 20 MB", status_code=413)

    blob_name = f"job-{job:06d}/{uuid.uuid4().hex}{extension}"
    try:
        drawings.upload_blob(
            name=blob_name,
            data=data,
            overwrite=False,
            content_settings=ContentSettings(content_type=content_type),
            metadata={"job": str(job), "stage": req.params.get("stage", "setting-out")[:30]},
        )
    except AzureError:
        logging.exception("upload of drawing for job %s failed", job)
        return func.HttpResponse("could not store the drawing", status_code=502)

    return func.HttpResponse(
        json.dumps({"job": job, "drawing": blob_name}), status_code=201, mimetype="application/json"
    )
