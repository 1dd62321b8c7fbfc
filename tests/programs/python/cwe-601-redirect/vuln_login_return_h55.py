# Django views handling candidate sign-in on the recruiting portal and returning them to their previous page.
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.views import View

DEFAULT_LANDING = "/candidates/dashboard/"


class RedirectTargetError(ValueError):
    pass


class ReturnUrlPolicy:
    def __init__(self, request):
        self.request = request

    def resolve(self, raw: str) -> str:
        if not raw:
            return DEFAULT_LANDING
        if not raw.startswith("/"):
            raise RedirectTargetError(raw)
        return raw


class CredentialsForm:
    def __init__(self, data):
        self.username = data.get("username", "").strip()
        self.password = data.get("password", "")
        self.next_url = data.get("next", "")

    def errors(self) -> list:
        errs = []
        if not self.username:
            errs.append("username is required")
        if not self.password:
            errs.append("password is required")
        return errs


class CandidateSignInView(View):
    template_name = "portal/sign_in.html"

    def get(self, request):
        return render(request, self.template_name, {"next": request.GET.get("next", "")})

    def post(self, request):
        form = CredentialsForm(request.POST)
        context = {"next": form.next_url, "errors": form.errors()}
        if context["errors"]:
            return render(request, self.template_name, context, status=400)
        user = authenticate(request, username=form.username, password=form.password)
        if user is None:
            context["errors"] = ["invalid credentials"]
            return render(request, self.template_name, context, status=401)
        login(request, user)
        try:
            target = ReturnUrlPolicy(request).resolve(form.next_url)
        except RedirectTargetError:
            target = DEFAULT_LANDING
        return HttpResponseRedirect(target)
