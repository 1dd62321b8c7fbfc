# A client keeps the session cookie a server sent, in its own cookie jar: no response is set.
import http.cookiejar
import urllib.request

import requests


def login_with_jar(url, form):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(url, data=form)
    for cookie in list(jar):
        if cookie.name == "remember":
            jar.set_cookie(cookie)
    return jar


def carry_session(session: requests.Session, sid):
    session.cookies.set_cookie(requests.cookies.create_cookie("sid", sid, domain="api.example.com"))
    return session.get("https://api.example.com/me")
