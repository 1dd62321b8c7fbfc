# action dispatcher for the admin console
from django.http import HttpResponse


def list_users(request):
    return HttpResponse("users")


def dispatch(request):
    handler = globals().get(request.GET.get("action", "list_users"))
    return handler(request)
