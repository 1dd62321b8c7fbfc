# A sweep slot confirm program of the h61 set (cwe-601-redirect).
"""Lambda behind API Gateway: confirms a chimney-sweep inspection slot.

Customers click the link in their booking e-mail:
    GET /confirm?booking=BK8F3A21&token=...&return=https://book.sootandsons.example/account
The slot is confirmed and the customer is sent back to the booking portal.
"""
import hmac
import os
from dataclasses import dataclass
from urllib.parse import urlsplit

import boto3
from botocore.exceptions import ClientError

PORTAL_ORIGIN = os.environ.get("PORTAL_ORIGIN", "https://book.sootandsons.example")
DEFAULT_RETURN = f"{PORTAL_ORIGIN}/account"


@dataclass(frozen=True)
class ConfirmationRequest:
    booking_id: str
    token: str
    return_url: str


class ReturnUrlPolicy:
    def __init__(self, portal_origin: str):
        self._origin = portal_origin
        self._host = urlsplit(portal_origin).hostname

    def resolve(self, requested: str | None) -> str:
        parts = urlsplit(requested or "")
        if parts.scheme == "https" and parts.hostname == self._host and not parts.username:
            return requested
        return f"{self._origin}/account"


class BookingRepository:
    def __init__(self, table):
        self._table = table

    def confirm(self, booking_id: str, token: str) -> bool:
        item = self._table.get_item(Key={"booking_id": booking_id}).get("Item")
        if not item or not hmac.compare_digest(item.get("confirm_token", ""), token):
            return False
        try:
            self._table.update_item(
                Key={"booking_id": booking_id},
                UpdateExpression="SET #s = :confirmed",
                ConditionExpression="#s = :held",
                ExpressionAttributeNames={"#s": "status"},
                ExpressionAttributeValues={":confirmed": "confirmed", ":held": "held"},
            )
        except ClientError:
            return False
        return True


class ConfirmationHandler:
    def __init__(self, bookings: BookingRepository, policy: ReturnUrlPolicy):
        self._bookings = bookings
        self._policy = policy

    def handle(self, request: ConfirmationRequest) -> dict:
        if not request.booking_id.isalnum() or not self._bookings.confirm(request.booking_id, request.token):
            return {"statusCode": 410, "body": "This confirmation link is no longer valid."}
        return {
            "statusCode": 302,
            "headers": {"Location": self._policy.resolve(request.return_url), "Cache-Control": "no-store"},
            "body": "",
        }


_handler = ConfirmationHandler(
    BookingRepository(boto3.resource("dynamodb").Table(os.environ.get("BOOKINGS_TABLE", "sweep-bookings"))),
    ReturnUrlPolicy(PORTAL_ORIGIN),
)


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    request = ConfirmationRequest(
        booking_id=params.get("booking", ""),
        token=params.get("token", ""),
        return_url=params.get("return", DEFAULT_RETURN),
    )
    return _handler.handle(request)
