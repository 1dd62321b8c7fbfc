# Django view listing recent commits in the deployment repository by author.
import os
import shlex

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

MAX_COMMITS = 20


def commits_by_author(author, limit=MAX_COMMITS):
    command = "git -C {repo} log --oneline -n {limit} --author={author}".format(
        repo=shlex.quote(settings.DEPLOY_REPO),
        limit=int(limit),
        author=shlex.quote(author),
    )
    with os.popen(command) as pipe:
        return [line for line in pipe.read().splitlines() if line]


@login_required
def recent_commits(request):
    author = request.GET.get("author", "").strip()
    if not author:
        return JsonResponse({"error": "author is required"}, status=400)
    commits = commits_by_author(author)
    return JsonResponse({"author": author, "count": len(commits), "commits": commits})
