# action dispatcher for the admin console
from django.http import HttpResponse


def list_users(request):
    return HttpResponse("users")


ACTIONS = {"list_users": list_users}


def dispatch(request):
    handler = ACTIONS.get(request.GET.get("action", "list_users"), list_users)
    return handler(request)
