# Django login view that sends the user back to the page they came from.
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

DEFAULT_LANDING = "/dashboard/"


def next_target(request):
    return request.POST.get("next") or request.GET.get("next") or DEFAULT_LANDING


@require_http_methods(["GET", "POST"])
def login_view(request):
    if request.method == "GET":
        return render(request, "accounts/login.html", {"next": request.GET.get("next", "")})
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        context = {"error": "Invalid credentials", "next": request.POST.get("next", "")}
        return render(request, "accounts/login.html", context, status=401)
    login(request, user)
    return HttpResponseRedirect(next_target(request))
