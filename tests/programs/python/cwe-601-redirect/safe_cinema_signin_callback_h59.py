# Unseen set h59: cinema signin callback
"""Lambda behind API Gateway completing e-mail link sign-in for the cinema chain's booking site."""
import hashlib
import json
import os
import secrets
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlsplit

import boto3
from botocore.exceptions import ClientError

DEFAULT_LANDING = "https://tickets.example-cinemas.com/my-bookings"
ALLOWED_RETURN_HOSTS = frozenset(os.environ.get("RETURN_HOSTS", "tickets.example-cinemas.com").split(","))


@dataclass
class SignInCallback:
    link_token: str
    return_to: Optional[str]

    @classmethod
    def from_event(cls, event: dict) -> "SignInCallback":
        query = event.get("queryStringParameters") or {}
        return cls(link_token=query.get("token", ""), return_to=query.get("return_to"))


class SignInLinkGateway:
    """One-time links are written by the mailer and expire through the table's TTL."""

    def __init__(self, links_table) -> None:
        self._links = links_table

    def redeem(self, link_token: str) -> Optional[str]:
        try:
            response = self._links.delete_item(
                Key={"token_hash": hashlib.sha256(link_token.encode()).hexdigest()},
                ReturnValues="ALL_OLD",
            )
        except ClientError:
            return None
        item = response.get("Attributes")
        return item["member"] if item else None


class SignInService:
    def __init__(self, gateway: SignInLinkGateway, sessions_table) -> None:
        self._gateway = gateway
        self._sessions = sessions_table

    def complete(self, callback: SignInCallback) -> Optional[str]:
        member = self._gateway.redeem(callback.link_token)
        if member is None:
            return None
        session_id = secrets.token_hex(32)
        self._sessions.put_item(Item={"session_id": session_id, "member": member})
        return session_id

    def destination(self, callback: SignInCallback) -> str:
        if callback.return_to:
            target = urlsplit(callback.return_to)
            if target.scheme == "https" and target.hostname in ALLOWED_RETURN_HOSTS:
                return callback.return_to
        return DEFAULT_LANDING


_service = SignInService(
    SignInLinkGateway(boto3.resource("dynamodb").Table(os.environ["SIGNIN_LINKS_TABLE"])),
    boto3.resource("dynamodb").Table(os.environ["SESSIONS_TABLE"]),
)


def handler(event, context):
    callback = SignInCallback.from_event(event)
    session_id = _service.complete(callback) if callback.link_token else None
    if session_id is None:
        return {"statusCode": 401, "body": json.dumps({"error": "sign-in link is invalid or expired"})}
    return {
        "statusCode": 302,
        "headers": {
            "Location": _service.destination(callback),
            "Set-Cookie": f"cinema_session={session_id}; Path=/; Secure; HttpOnly; SameSite=Lax",
        },
        "body": "",
    }
