# badge shown next to a user's name in the admin list
from django.utils.html import format_html


def badge(user):
    label = user.display_name
    return format_html("<span class='badge'>{}</span> <a href='{}'>profile</a>", label, user.url)
