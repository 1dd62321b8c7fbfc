# Django middleware that adds CORS headers so the partner dashboards can call the account API.
from django.conf import settings
from django.http import HttpResponse
from django.utils.cache import patch_vary_headers

TRUSTED_ORIGINS = frozenset(getattr(settings, "CORS_TRUSTED_ORIGINS", (
    "https://partners.example.com",
    "https://dashboard.example.com",
)))
ALLOWED_METHODS = "GET, POST, PATCH, DELETE, OPTIONS"
ALLOWED_HEADERS = "Authorization, Content-Type, X-Requested-With"


def origin_is_trusted(origin: str) -> bool:
    return origin in TRUSTED_ORIGINS


class AccountApiCorsMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not request.path.startswith("/api/account/"):
            return self.get_response(request)
        origin = request.headers.get("Origin", "")
        if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
            response = HttpResponse(status=204)
        else:
            response = self.get_response(request)
        if origin and origin_is_trusted(origin):
            response["Access-Control-Allow-Origin"] = origin
            response["Access-Control-Allow-Credentials"] = "true"
            response["Access-Control-Allow-Methods"] = ALLOWED_METHODS
            response["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
            response["Access-Control-Max-Age"] = "600"
        patch_vary_headers(response, ("Origin",))
        return response
