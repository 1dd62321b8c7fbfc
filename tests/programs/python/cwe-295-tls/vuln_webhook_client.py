# Celery task that delivers signed webhook notifications to partner endpoints.
import hashlib
import hmac
import json
import os
from dataclasses import dataclass

import requests
from celery import shared_task


@dataclass(frozen=True)
class DeliveryConfig:
    timeout: float = 10.0
    verify_tls: bool = False
    user_agent: str = "acme-webhooks/2.3"


CONFIG = DeliveryConfig(timeout=float(os.environ.get("WEBHOOK_TIMEOUT", "10")))


def _session(cfg: DeliveryConfig) -> requests.Session:
    session = requests.Session()
    session.headers["User-Agent"] = cfg.user_agent
    session.verify = cfg.verify_tls
    return session


def _signature(secret: bytes, body: bytes) -> str:
    return hmac.new(secret, body, hashlib.sha256).hexdigest()


@shared_task(autoretry_for=(requests.ConnectionError,), retry_backoff=True, max_retries=5)
def deliver_webhook(endpoint_url: str, event: dict) -> int:
    body = json.dumps(event, separators=(",", ":")).encode()
    secret = os.environ["WEBHOOK_SIGNING_SECRET"].encode()
    session = _session(CONFIG)
    resp = session.post(
        endpoint_url,
        data=body,
        headers={"Content-Type": "application/json", "X-Signature": _signature(secret, body)},
        timeout=CONFIG.timeout,
    )
    return resp.status_code
