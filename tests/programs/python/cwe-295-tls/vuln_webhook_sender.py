# Delivers signed webhook events to partner endpoints.
import hashlib
import hmac
import json
import os
from dataclasses import dataclass, field

import requests


@dataclass
class DeliveryConfig:
    timeout: float = 10.0
    max_retries: int = 3
    verify_tls: bool = False
    user_agent: str = "events-dispatcher/2.4"
    extra_headers: dict = field(default_factory=dict)


class WebhookSender:
    def __init__(self, config: DeliveryConfig, signing_key: bytes):
        self.config = config
        self.signing_key = signing_key
        self.session = requests.Session()
        self.session.headers["User-Agent"] = config.user_agent
        self.session.verify = config.verify_tls

    def _sign(self, body: bytes) -> str:
        return hmac.new(self.signing_key, body, hashlib.sha256).hexdigest()

    def deliver(self, url: str, event: dict) -> bool:
        body = json.dumps(event, separators=(",", ":")).encode()
        headers = {"Content-Type": "application/json", "X-Signature": self._sign(body)}
        headers.update(self.config.extra_headers)
        for _attempt in range(self.config.max_retries):
            try:
                resp = self.session.post(url, data=body, headers=headers, timeout=self.config.timeout)
            except requests.RequestException:
                continue
            if resp.status_code < 500:
                return resp.ok
        return False


def build_sender() -> WebhookSender:
    return WebhookSender(DeliveryConfig(), os.environ["WEBHOOK_SIGNING_KEY"].encode())
