# Django views that let a signed-in user change the account's contact email.
from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from accounts.models import EmailChangeLog
from accounts.notifications import notify_email_changed


class EmailChangeForm(forms.Form):
    email = forms.EmailField(max_length=254)

    def __init__(self, *args, user=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_email(self):
        email = self.cleaned_data["email"].lower()
        if email == self.user.email.lower():
            raise forms.ValidationError("That is already your email address.")
        return email


@csrf_exempt
@login_required
@require_POST
def change_email(request):
    form = EmailChangeForm(request.POST, user=request.user)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    old_email = request.user.email
    request.user.email = form.cleaned_data["email"]
    request.user.save(update_fields=["email"])
    EmailChangeLog.objects.create(user=request.user, old=old_email, new=request.user.email)
    notify_email_changed(old_email, request.user.email)
    return JsonResponse({"email": request.user.email})
