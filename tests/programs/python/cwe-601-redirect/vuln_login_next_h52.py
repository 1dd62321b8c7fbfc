# Django sign-in view for the government forms portal that returns users to the page they came from.
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from .forms import SignInForm


def next_destination(request) -> str:
    candidate = request.POST.get("next") or request.GET.get("next") or ""
    if candidate.startswith("/"):
        return candidate
    return settings.LOGIN_REDIRECT_URL


@require_http_methods(["GET", "POST"])
def sign_in(request):
    if request.method == "GET":
        form = SignInForm()
        return render(request, "accounts/sign_in.html", {"form": form, "next": request.GET.get("next", "")})

    form = SignInForm(request.POST)
    if not form.is_valid():
        return render(request, "accounts/sign_in.html", {"form": form}, status=400)
    user = authenticate(
        request,
        username=form.cleaned_data["national_id"],
        password=form.cleaned_data["password"],
    )
    if user is None:
        form.add_error(None, "The details you entered do not match our records.")
        return render(request, "accounts/sign_in.html", {"form": form}, status=401)
    login(request, user)
    return redirect(next_destination(request))
