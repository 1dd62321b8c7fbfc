# Service-to-service OAuth client that fetches access tokens from the SSO server.
import os
import time
from dataclasses import dataclass

import requests

SSO_BASE_URL = "http://sso.corp.example.com"
TOKEN_PATH = "/oauth2/token"


@dataclass
class CachedToken:
    value: str
    expires_at: float

    def valid(self) -> bool:
        return time.time() < self.expires_at - 30


class ServiceTokenClient:
    def __init__(self, client_id: str, client_secret: str, scope: str):
        self.client_id = client_id
        self.client_secret = client_secret
        self.scope = scope
        self._cached = None
        self._session = requests.Session()

    def _request_token(self) -> CachedToken:
        resp = self._session.post(
            SSO_BASE_URL + TOKEN_PATH,
            data={"grant_type": "client_credentials", "scope": self.scope},
            auth=(self.client_id, self.client_secret),
            timeout=10,
        )
        resp.raise_for_status()
        body = resp.json()
        return CachedToken(body["access_token"], time.time() + int(body.get("expires_in", 300)))

    def token(self) -> str:
        if self._cached is None or not self._cached.valid():
            self._cached = self._request_token()
        return self._cached.value

    def auth_headers(self) -> dict:
        return {"Authorization": f"Bearer {self.token()}"}


def default_client() -> ServiceTokenClient:
    return ServiceTokenClient(
        os.environ["SSO_CLIENT_ID"],
        os.environ["SSO_CLIENT_SECRET"],
        scope="inventory.read orders.write",
    )
