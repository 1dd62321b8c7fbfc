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
    return boto3.client(
        "s3",
        region_name=REGION,
        aws_access_key_id="AKIAZ7Q3LMN4EXPORTS1",
        aws_secret_access_key="q8Hn2vR1+Tz0bW5yK7pLx3sE9fJ4uA6cD2gM1hNo",
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
