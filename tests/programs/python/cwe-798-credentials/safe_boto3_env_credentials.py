# uploads nightly reports to the bucket
import os

import boto3


def upload(path):
    s3 = boto3.client(
        "s3",
        aws_access_key_id=os.environ["REPORT_KEY_ID"],
        aws_secret_access_key=os.environ["REPORT_KEY"],
    )
    s3.upload_file(path, "reports", path)
