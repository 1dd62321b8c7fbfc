# Sanic endpoint that hands out short-lived S3 download links for finished data exports.
import os
import uuid

import boto3
from botocore.config import Config
from sanic import Sanic, response
from sanic.exceptions import BadRequest, NotFound

app = Sanic("exports")

EXPORT_BUCKET = os.environ.get("EXPORT_BUCKET", "acme-data-exports")
REGION = os.environ.get("AWS_REGION", "eu-west-1")


def make_s3_client():
    session = boto3.session.Session(profile_name=os.environ.get("AWS_PROFILE"))
    return session.client(
        "s3",
        region_name=REGION,
        config=Config(signature_version="s3v4"),
    )


s3 = make_s3_client()
FINISHED = {}


@app.get("/exports/<export_id>/link")
async def export_link(request, export_id):
    try:
        export_uuid = uuid.UUID(export_id)
    except ValueError:
        raise BadRequest("invalid export id")
    key = FINISHED.get(export_uuid)
    if key is None:
        raise NotFound("export not ready")
    url = s3.generate_presigned_url(
        "get_object",
        Params={"Bucket": EXPORT_BUCKET, "Key": key},
        ExpiresIn=300,
    )
    return response.json({"url": url, "expires_in": 300})
