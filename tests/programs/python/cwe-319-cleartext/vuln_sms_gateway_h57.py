# One-time passcodes for a telecom self-care app: OTP service and SMS gateway client with retries.
import json
import os
import secrets
import time
import urllib.error
import urllib.request
from dataclasses import dataclass

from flask import Flask, jsonify, request

app = Flask(__name__)


class GatewaySettings:
    endpoint = "http://sms-gw.connectline.example:8080/api/v1/messages"
    username = os.environ.get("SMS_GW_USER", "selfcare")
    password = os.environ["SMS_GW_PASSWORD"]
    sender_id = "ConnectLine"
    retries = 3


@dataclass
class SmsMessage:
    msisdn: str
    text: str


class SmsGatewayClient:
    def __init__(self, settings: GatewaySettings):
        self.s = settings

    def send(self, msg: SmsMessage) -> str:
        body = json.dumps({"user": self.s.username, "pass": self.s.password, "from": self.s.sender_id,
                           "to": msg.msisdn, "text": msg.text}).encode()
        req = urllib.request.Request(self.s.endpoint, data=body, headers={"Content-Type": "application/json"})
        for attempt in range(self.s.retries):
            try:
                with urllib.request.urlopen(req, timeout=5) as resp:
                    return json.load(resp)["message_id"]
            except urllib.error.URLError:
                time.sleep(0.5 * (attempt + 1))
        raise RuntimeError("SMS gateway unavailable")


class OtpService:
    def __init__(self, client: SmsGatewayClient):
        self.client = client
        self.pending = {}

    def start(self, msisdn: str) -> str:
        code = f"{secrets.randbelow(10**6):06d}"
        self.pending[msisdn] = (code, time.time() + 300)
        return self.client.send(SmsMessage(msisdn, f"Your ConnectLine code is {code}"))


otp = OtpService(SmsGatewayClient(GatewaySettings()))


@app.post("/selfcare/otp")
def request_otp():
    msisdn = str((request.get_json(force=True) or {}).get("msisdn", ""))
    if not (msisdn.startswith("+") and msisdn[1:].isdigit() and 8 <= len(msisdn) <= 16):
        return jsonify(error="invalid phone number"), 400
    try:
        return jsonify(message_id=otp.start(msisdn)), 202
    except RuntimeError as exc:
        return jsonify(error=str(exc)), 503
