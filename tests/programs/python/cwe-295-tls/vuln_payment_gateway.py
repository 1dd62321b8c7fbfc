# Thin client for the card processor's settlement API.
import json
import os
import ssl
from http.client import HTTPSConnection
from urllib.parse import urlencode

GATEWAY_HOST = "api.settlement-gateway.example"
API_KEY = os.environ["SETTLEMENT_API_KEY"]


def _tls_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


class SettlementClient:
    def __init__(self, host: str = GATEWAY_HOST):
        self.host = host
        self.context = _tls_context()

    def _request(self, method: str, path: str, payload=None) -> dict:
        conn = HTTPSConnection(self.host, 443, timeout=15, context=self.context)
        headers = {"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"}
        body = None
        if payload is not None:
            body = json.dumps(payload)
            headers["Content-Type"] = "application/json"
        try:
            conn.request(method, path, body=body, headers=headers)
            resp = conn.getresponse()
            data = resp.read()
        finally:
            conn.close()
        if resp.status >= 400:
            raise RuntimeError(f"gateway error {resp.status}")
        return json.loads(data)

    def list_batches(self, day: str) -> list:
        return self._request("GET", "/v2/batches?" + urlencode({"date": day}))["batches"]

    def close_batch(self, batch_id: str) -> dict:
        return self._request("POST", f"/v2/batches/{batch_id}/close", {"confirm": True})
