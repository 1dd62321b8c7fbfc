# A member login program of the h63 set (cwe-601-redirect).
"""Sign-in view for climbing gym members (bouldering passes, route-setting rota)."""
from dataclasses import dataclass
from typing import Optional

from django import forms
from django.contrib.auth import authenticate, login
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class MemberSignInForm(forms.Form):
    member_number = forms.RegexField(regex=r"^CG\d{6}$", max_length=8)
    password = forms.CharField(widget=forms.PasswordInput, max_length=128)
    next = forms.CharField(required=False, max_length=500)


@dataclass
class SignInAttempt:
    member_number: str
    password: str
    next_url: str


class ReturnUrlPolicy:
    def __init__(self, default_url: str):
        self._default = default_url

    def resolve(self, request: HttpRequest, candidate: Optional[str]) -> str:
        if candidate and url_has_allowed_host_and_scheme(candidate, allowed_hosts={request.get_host()}):
            return candidate
        return self._default


class MemberAuthService:
    def sign_in(self, request: HttpRequest, attempt: SignInAttempt) -> bool:
        user = authenticate(request, username=attempt.member_number, password=attempt.password)
        if user is None or not user.is_active:
            return False
        login(request, user)
        return True


class MemberSignInView(View):
    template_name = "members/sign_in.html"
    auth_service = MemberAuthService()

    def get_policy(self) -> ReturnUrlPolicy:
        return ReturnUrlPolicy(default_url=reverse("members:dashboard"))

    def get(self, request: HttpRequest) -> HttpResponse:
        form = MemberSignInForm(initial={"next": request.GET.get("next", "")})
        return render(request, self.template_name, {"form": form})

    def post(self, request: HttpRequest) -> HttpResponse:
        form = MemberSignInForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        attempt = SignInAttempt(
            member_number=form.cleaned_data["member_number"],
            password=form.cleaned_data["password"],
            next_url=form.cleaned_data["next"],
        )
        if not self.auth_service.sign_in(request, attempt):
            form.add_error(None, "Member number or password is wrong.")
            return render(request, self.template_name, {"form": form}, status=401)
        target = self.get_policy().resolve(request, attempt.next_url)
        return HttpResponseRedirect(target)
