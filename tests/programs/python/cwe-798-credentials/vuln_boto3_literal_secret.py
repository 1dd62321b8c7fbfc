# uploads nightly reports to the bucket
import boto3

REPORT_SECRET = "q8Zr3LmT0vXw9YbN2kPj5HsGf7DdCa1EeRtUyIoP"


def upload(path):
    s3 = boto3.client(
        "s3",
        aws_access_key_id="AKIAZ7Q2W4E6R8T0Y2U4",
        aws_secret_access_key=REPORT_SECRET,
    )
    s3.upload_file(path, "reports", path)
