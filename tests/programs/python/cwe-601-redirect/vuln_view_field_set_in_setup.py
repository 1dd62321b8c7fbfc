# Django class-based login view remembering where to go next
from django.contrib.auth import login
from django.shortcuts import redirect
from django.views import View


class LoginView(View):
    def setup(self, request, *args, **kwargs):
        super().setup(request, *args, **kwargs)
        self.next_url = request.GET.get("next", "/")

    def post(self, request):
        login(request, request.user)
        return redirect(self.next_url)
