# Unseen set h59: enforcement authorizer
"""API Gateway Lambda authorizer for handheld devices used by parking enforcement officers."""
import os
from dataclasses import dataclass
from enum import Enum
from typing import Dict, List

import jwt

ISSUER = os.environ.get("TOKEN_ISSUER", "https://id.city-parking.example.org")
AUDIENCE = os.environ.get("TOKEN_AUDIENCE", "enforcement-api")


class OfficerRole(Enum):
    WARDEN = "warden"
    SUPERVISOR = "supervisor"
    CLAMPING = "clamping"


ROLE_ROUTES: Dict[OfficerRole, List[str]] = {
    OfficerRole.WARDEN: ["GET/permits/*", "POST/citations"],
    OfficerRole.SUPERVISOR: ["GET/permits/*", "POST/citations", "DELETE/citations/*"],
    OfficerRole.CLAMPING: ["GET/permits/*", "POST/clamps"],
}


@dataclass
class OfficerIdentity:
    badge: str
    role: OfficerRole
    patrol_zone: str


class TokenVerifier:
    def __init__(self, public_key_pem: str) -> None:
        self._public_key = public_key_pem

    def identify(self, bearer: str) -> OfficerIdentity:
        claims = jwt.decode(
            bearer,
            self._public_key,
            algorithms=["RS256"],
            audience=AUDIENCE,
            issuer=ISSUER,
        )
        return OfficerIdentity(badge=claims["sub"], role=OfficerRole(claims["role"]), patrol_zone=claims["zone"])


class PolicyBuilder:
    def __init__(self, method_arn: str) -> None:
        arn_parts = method_arn.split(":")
        api_gateway_arn = arn_parts[5].split("/")
        self._arn_base = f"{':'.join(arn_parts[:5])}:{api_gateway_arn[0]}/{api_gateway_arn[1]}"

    def for_identity(self, identity: OfficerIdentity) -> dict:
        resources = [f"{self._arn_base}/{route}" for route in ROLE_ROUTES[identity.role]]
        return {
            "principalId": identity.badge,
            "policyDocument": {
                "Version": "2012-10-17",
                "Statement": [{"Action": "execute-api:Invoke", "Effect": "Allow", "Resource": resources}],
            },
            "context": {"role": identity.role.value, "zone": identity.patrol_zone},
        }


_verifier = TokenVerifier(os.environ["ENFORCEMENT_TOKEN_PUBLIC_KEY"])


def handler(event, context):
    header = event.get("authorizationToken", "")
    if not header.startswith("Bearer "):
        raise Exception("Unauthorized")
    try:
        identity = _verifier.identify(header[len("Bearer "):])
    except (jwt.InvalidTokenError, KeyError, ValueError):
        raise Exception("Unauthorized")
    return PolicyBuilder(event["methodArn"]).for_identity(identity)
