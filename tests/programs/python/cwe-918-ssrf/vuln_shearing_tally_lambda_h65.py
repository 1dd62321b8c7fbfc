# A shearing tally lambda program of the h65 set (cwe-918-ssrf).
import json
import os
import uuid
from datetime import datetime, timezone

import boto3
import requests

s3 = boto3.client("s3")
TALLY_BUCKET = os.environ["TALLY_BUCKET"]
CLASSER_REPORTS = "https://reports.woolclassers.co.nz"

http = requests.Session()
http.headers["User-Agent"] = "shearing-tally/2.3"


def fetch_fleece_report(url):
    """Pull the wool classer's fleece test PDF so it is kept with the shed's tally."""
    resp = http.get(url, timeout=10, allow_redirects=False)
    resp.raise_for_status()
    return resp.content


def reply(status, payload):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(payload),
    }


def lambda_handler(event, context):
    # POST /tallies from the gang leader's app at the end of a run
    try:
        payload = json.loads(event.get("body") or "{}")
        shed_id = int(payload["shed_id"])
        tally = [{"shearer": str(t["shearer"])[:60], "sheep": int(t["sheep"])} for t in payload["tally"]]
    except (json.JSONDecodeError, KeyError, TypeError, ValueError):
        return reply(400, {"error": "shed_id and tally are required"})

    run_id = uuid.uuid4().hex
    record = {
        "shed_id": shed_id,
        "run_id": run_id,
        "received": datetime.now(timezone.utc).isoformat(),
        "tally": tally,
        "total": sum(t["sheep"] for t in tally),
    }

    report_url = payload.get("fleece_report_url")
    if report_url:
        if not str(report_url).startswith(CLASSER_REPORTS):
            return reply(422, {"error": "fleece reports must come from the classers' portal"})
        try:
            pdf = fetch_fleece_report(report_url)
        except requests.RequestException:
            return reply(502, {"error": "could not download the fleece report"})
        report_key = f"reports/{shed_id}/{run_id}.pdf"
        s3.put_object(Bucket=TALLY_BUCKET, Key=report_key, Body=pdf, ContentType="application/pdf")
        record["fleece_report"] = report_key

    s3.put_object(
        Bucket=TALLY_BUCKET,
        Key=f"tallies/{shed_id}/{run_id}.json",
        Body=json.dumps(record).encode("utf-8"),
        ContentType="application/json",
    )
    return reply(201, {"run_id": run_id, "total": record["total"]})
