# Client for the card processor's REST API used by the checkout service to capture payments.
import json
import os
import ssl

import certifi
import urllib3


class ProcessorClient:
    def __init__(self, base_url, api_key, timeout=10.0):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.http = urllib3.PoolManager(
            num_pools=4,
            cert_reqs=ssl.CERT_NONE,
            timeout=urllib3.Timeout(connect=3.0, read=timeout),
            retries=urllib3.Retry(total=2, backoff_factor=0.5, allowed_methods=None),
        )

    def _post(self, path, payload):
        resp = self.http.request(
            "POST",
            self.base_url + path,
            body=json.dumps(payload).encode("utf-8"),
            headers={"Authorization": "Bearer " + self.api_key, "Content-Type": "application/json"},
        )
        if resp.status >= 400:
            raise RuntimeError("processor error %d" % resp.status)
        return json.loads(resp.data.decode("utf-8"))

    def capture(self, authorization_id, amount_cents, currency="EUR"):
        return self._post(
            "/v2/captures",
            {"authorization": authorization_id, "amount": amount_cents, "currency": currency},
        )


def default_client():
    return ProcessorClient(
        os.environ.get("PROCESSOR_URL", "https://api.processor.example.net"),
        os.environ["PROCESSOR_API_KEY"],
    )
