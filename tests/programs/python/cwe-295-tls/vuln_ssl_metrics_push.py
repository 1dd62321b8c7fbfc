# Background worker that pushes aggregated service metrics to the central collector over HTTPS.
import http.client
import json
import os
import socket
import ssl
import time

COLLECTOR_HOST = os.environ.get("METRICS_HOST", "metrics.internal.example")
COLLECTOR_PORT = int(os.environ.get("METRICS_PORT", "8443"))
CA_FILE = os.environ.get("METRICS_CA_FILE", "/etc/pki/metrics-ca.pem")
PUSH_INTERVAL = 30


def make_context() -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def collect() -> dict:
    load1, load5, load15 = os.getloadavg()
    return {"host": socket.gethostname(), "ts": int(time.time()), "load": [load1, load5, load15]}


def push(sample: dict, token: str) -> int:
    conn = http.client.HTTPSConnection(
        COLLECTOR_HOST, COLLECTOR_PORT, context=make_context(), timeout=5
    )
    try:
        conn.request(
            "POST",
            "/ingest",
            body=json.dumps(sample),
            headers={"Content-Type": "application/json", "Authorization": f"Token {token}"},
        )
        return conn.getresponse().status
    finally:
        conn.close()


def main() -> None:
    token = os.environ["METRICS_TOKEN"]
    while True:
        status = push(collect(), token)
        if status >= 400:
            print(f"collector returned {status}")
        time.sleep(PUSH_INTERVAL)


if __name__ == "__main__":
    main()
