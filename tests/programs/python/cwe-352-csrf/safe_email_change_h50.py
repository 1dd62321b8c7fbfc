# Account settings views: lets a signed-in user change the email address on their account.
from django import forms
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST


class EmailChangeForm(forms.Form):
    new_email = forms.EmailField(max_length=254)

    def __init__(self, *args, user=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_new_email(self):
        email = self.cleaned_data["new_email"].lower()
        if email == self.user.email.lower():
            raise forms.ValidationError("That is already your email address.")
        return email


def notify_old_address(old_email, new_email):
    send_mail(
        "Your email address was changed",
        f"The email on your account was changed to {new_email}. Contact support if this was not you.",
        None,
        [old_email],
        fail_silently=True,
    )


@csrf_protect
@login_required
@require_POST
def change_email(request):
    form = EmailChangeForm(request.POST, user=request.user)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    old_email = request.user.email
    request.user.email = form.cleaned_data["new_email"]
    request.user.save(update_fields=["email"])
    notify_old_address(old_email, request.user.email)
    return JsonResponse({"email": request.user.email})
