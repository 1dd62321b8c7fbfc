# Django view concatenates a GET value into a raw() query
from django.contrib.auth.models import User
from django.http import JsonResponse


def find_users(request):
    domain = request.GET.get("domain", "example.org")
    query = "SELECT * FROM auth_user WHERE email LIKE '%%@" + domain + "'"
    users = User.objects.raw(query)
    return JsonResponse({"users": [u.username for u in users]})
