//! `fix-bug --pr`: the verified branch pushed to a local bare remote (standing in for GitHub
//! through `url.<path>.insteadOf`) and the pull request opened on a loopback GitHub-compatible
//! server; and every way that fails, with the work kept and the token never shown.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::change::{
    BUG, DEBATE, EXECUTE, FIX, TEST_CMD, add_test, calc_project, cmd, edit, read, report, smith_edits,
};
use crate::common::{Project, git, run};

const TOKEN: &str = "ghp_pr17secretTOKENvalue";
const TICKET: &str = "mean() returns the wrong average: calc.mean([2, 4]) gives 6.0";
/// The branch made from the ticket when --branch is not given.
const BRANCH: &str = "agentsmith/fix-bug-mean-returns-the-wrong-average-calc-mean";

fn script() -> String {
    format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed mean.")
    )
}

/// The calc project with `origin` at https://github.com/acme/calc.git, which git pushes to a
/// bare repository (with `main` in it) instead. Returns the bare repository.
fn with_remote(p: &Project) -> PathBuf {
    let bare = p.dir.path().join("remote").join("calc.git");
    std::fs::create_dir_all(&bare).unwrap();
    git(&bare, &["init", "-q", "--bare", "-b", "main"]);
    git(&p.repo(), &["remote", "add", "origin", "https://github.com/acme/calc.git"]);
    let key = format!("url.{}.insteadOf", bare.display());
    git(&p.repo(), &["config", &key, "https://github.com/acme/calc.git"]);
    git(&p.repo(), &["push", "-q", "origin", "main"]);
    bare
}

/// `fix-bug TICKET --test-cmd .. --pr EXTRA` with the token and the API at `api`.
fn fix_bug_pr(p: &Project, api: &str, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec!["fix-bug", "--test-cmd", TEST_CMD, "--pr"];
    if !extra.contains(&"--issue") {
        args.insert(1, TICKET);
    }
    args.extend_from_slice(extra);
    let mut c = cmd(p, &script(), &args);
    c.env("GITHUB_API_URL", api).env("GITHUB_TOKEN", TOKEN);
    run(c)
}

/// Every file under `dir`, as text.
fn all_text(dir: &Path) -> String {
    let mut out = String::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if let Ok(bytes) = std::fs::read(&p) {
                out.push_str(&String::from_utf8_lossy(&bytes));
            }
        }
    }
    out
}

fn assert_no_token(p: &Project, out: &str, err: &str) {
    assert!(!out.contains(TOKEN) && !err.contains(TOKEN), "the token was shown:\n{out}{err}");
    let files = all_text(&p.repo().join(".agent-smith"));
    assert!(!files.is_empty());
    assert!(!files.contains(TOKEN), "the token is in a file under .agent-smith");
    assert!(!files.contains("eC1hY2Nlc3MtdG9rZW46"), "the encoded token is in a file under .agent-smith");
}

async fn pulls_answer(server: &MockServer, answer: ResponseTemplate) {
    Mock::given(method("POST")).and(path("/repos/acme/calc/pulls")).respond_with(answer).mount(server).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn pr_pushes_the_verified_branch_and_opens_the_pull_request() {
    let server = MockServer::start().await;
    let issue = json!({ "number": 7, "title": TICKET, "body": "calc.mean([2, 4]) returns 6.0", "labels": [] });
    Mock::given(method("GET"))
        .and(path("/repos/acme/calc/issues/7"))
        .respond_with(ResponseTemplate::new(200).set_body_json(issue))
        .mount(&server)
        .await;
    pulls_answer(
        &server,
        ResponseTemplate::new(201)
            .set_body_json(json!({ "number": 12, "html_url": "https://github.com/acme/calc/pull/12" })),
    )
    .await;
    Mock::given(method("POST"))
        .and(path("/repos/acme/calc/issues/7/comments"))
        .and(header("authorization", format!("Bearer {TOKEN}").as_str()))
        .respond_with(
            ResponseTemplate::new(201)
                .set_body_json(json!({ "html_url": "https://github.com/acme/calc/issues/7#issuecomment-1" })),
        )
        .mount(&server)
        .await;
    let p = calc_project();
    let bare = with_remote(&p);
    let uri = server.uri();
    let (p, (code, out, err)) = tokio::task::spawn_blocking(move || {
        let r = fix_bug_pr(&p, &uri, &["--issue", "acme/calc#7", "--pr-comment"]);
        (p, r)
    })
    .await
    .unwrap();
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(&format!("committed on the new branch `{BRANCH}` ("))
            && out.contains(
                "pushed to `origin` and opened as pull request #12 on acme/calc: https://github.com/acme/calc/pull/12."
            ),
        "{out}"
    );
    assert!(
        out.contains("The issue has a comment linking it: https://github.com/acme/calc/issues/7#issuecomment-1"),
        "{out}"
    );

    // The branch is in the remote, with the verified change; the checkout is untouched.
    let local = git(&p.repo(), &["rev-parse", BRANCH]);
    assert_eq!(git(&bare, &["rev-parse", &format!("refs/heads/{BRANCH}")]), local);
    assert!(git(&bare, &["show", &format!("{BRANCH}:calc.py")]).contains(FIX));
    assert_eq!(git(&p.repo(), &["rev-parse", "--abbrev-ref", "HEAD"]).trim(), "main");
    assert_eq!(
        read(&p, "calc.py"),
        std::fs::read_to_string(crate::common::root().join("examples/buggy-calc/calc.py")).unwrap()
    );

    let requests = server.received_requests().await.unwrap();
    let pulls: Vec<_> = requests.iter().filter(|r| r.url.path() == "/repos/acme/calc/pulls").collect();
    assert_eq!(pulls.len(), 1);
    assert_eq!(pulls[0].headers.get("authorization").unwrap().to_str().unwrap(), format!("Bearer {TOKEN}"));
    let sent: Value = serde_json::from_slice(&pulls[0].body).unwrap();
    assert_eq!(sent["title"], "Fix the divisor in mean");
    assert_eq!(sent["head"], BRANCH);
    assert_eq!(sent["base"], "main");
    let body = sent["body"].as_str().unwrap();
    for part in [
        "Fixes #7\n",
        "## Plan",
        "Add test_mean",
        "## Panel",
        "## Tests",
        "Command: `python3 -m unittest -q`",
        "- before the change: ",
        "- with the change (attempt 1): passing",
        "- with the change's tests but not its fix: failing",
        "The panel agreed after 1 round.",
        "## Cost",
        "model calls",
    ] {
        assert!(body.contains(part), "{part:?} missing from the body:\n{body}");
    }
    let comment = requests.iter().find(|r| r.url.path().ends_with("/comments")).unwrap();
    let comment: Value = serde_json::from_slice(&comment.body).unwrap();
    assert!(comment["body"].as_str().unwrap().contains("https://github.com/acme/calc/pull/12"));

    let (md, json) = report(&p);
    assert!(md.contains("opened as pull request #12"), "{md}");
    assert_eq!(json["pull_request"]["url"], "https://github.com/acme/calc/pull/12");
    assert_eq!(json["pull_request"]["pushed"], true);
    assert_no_token(&p, &out, &err);
}

/// A pull request GitHub refuses: the branch is committed (and pushed), the report says the pull
/// request failed, the exit status says how.
async fn refused(answer: ResponseTemplate, listed: Option<&str>) -> (Project, PathBuf, i32, String, String) {
    let server = MockServer::start().await;
    pulls_answer(&server, answer).await;
    if let Some(url) = listed {
        Mock::given(method("GET"))
            .and(path("/repos/acme/calc/pulls"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([{ "number": 3, "html_url": url }])))
            .mount(&server)
            .await;
    }
    let p = calc_project();
    let bare = with_remote(&p);
    let uri = server.uri();
    let (p, (code, out, err)) = tokio::task::spawn_blocking(move || {
        let r = fix_bug_pr(&p, &uri, &["--branch", "fix/mean"]);
        (p, r)
    })
    .await
    .unwrap();
    assert!(git(&p.repo(), &["show", "fix/mean:calc.py"]).contains(FIX), "the branch is kept");
    assert_eq!(git(&bare, &["rev-parse", "refs/heads/fix/mean"]), git(&p.repo(), &["rev-parse", "fix/mean"]));
    let (md, json) = report(&p);
    assert!(
        md.contains("verified, not delivered") && md.contains(json["pull_request"]["error"].as_str().unwrap()),
        "{md}"
    );
    assert!(json["pull_request"]["pushed"] == true);
    assert_eq!(json["delivered"], false);
    assert_no_token(&p, &out, &err);
    (p, bare, code, out, err)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_refused_token_is_a_configuration_error_and_the_branch_is_kept() {
    let answer = ResponseTemplate::new(401).set_body_json(json!({ "message": "Bad credentials" }));
    let (_p, _, code, out, err) = refused(answer, None).await;
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        out.contains("pushed to `origin`, but the pull request failed: GitHub refused the token (401 Bad credentials); set GITHUB_TOKEN to a valid token for acme/calc"),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_forbidden_pull_request_and_the_rate_limit_are_told_apart() {
    let answer = ResponseTemplate::new(403)
        .set_body_json(json!({ "message": "Resource not accessible by personal access token" }));
    let (_p, _, code, out, err) = refused(answer, None).await;
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("GitHub refused the pull request (403 Resource not accessible by personal access token); give GITHUB_TOKEN permission to open pull requests on acme/calc"), "{out}");

    let answer = ResponseTemplate::new(403)
        .insert_header("x-ratelimit-remaining", "0")
        .insert_header("x-ratelimit-reset", "1700000000")
        .set_body_json(json!({ "message": "API rate limit exceeded for user ID 1." }));
    let (_p, _, code, out, err) = refused(answer, None).await;
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains(
            "GitHub's API rate limit is used up (403: API rate limit exceeded for user ID 1.) (it resets at 1700000000"
        ),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_pull_request_that_exists_already_is_named_with_its_url() {
    let answer = ResponseTemplate::new(422).set_body_json(json!({
        "message": "Validation Failed",
        "errors": [{ "resource": "PullRequest", "code": "custom", "message": "A pull request already exists for acme:fix/mean." }]
    }));
    let (_p, _, code, out, err) = refused(answer, Some("https://github.com/acme/calc/pull/3")).await;
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("a pull request for `fix/mean` exists already: https://github.com/acme/calc/pull/3 (422 Validation Failed: A pull request already exists for acme:fix/mean.)"),
        "{out}"
    );
    assert!(out.contains("pushed to `origin`, but a pull request for"), "{out}");
    let (_, json) = report(&_p);
    assert_eq!(json["pull_request"]["url"], "https://github.com/acme/calc/pull/3");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rejected_push_shows_gits_reason_and_opens_nothing() {
    let server = MockServer::start().await;
    let p = calc_project();
    let bare = with_remote(&p);
    let hook = crate::common::write(
        &bare.join("hooks/pre-receive"),
        "#!/bin/sh\necho 'pushes to this repository are closed today' >&2\nexit 1\n",
    );
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&hook, std::fs::Permissions::from_mode(0o755)).unwrap();
    let uri = server.uri();
    let (p, (code, out, err)) = tokio::task::spawn_blocking(move || {
        let r = fix_bug_pr(&p, &uri, &["--branch", "fix/mean"]);
        (p, r)
    })
    .await
    .unwrap();
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains(
            "but the pull request failed: the branch was not pushed: `git push origin fix/mean` was rejected:"
        ),
        "{out}"
    );
    assert!(out.contains("pushes to this repository are closed today"), "{out}");
    assert!(out.contains("pre-receive hook declined"), "{out}");
    assert!(git(&p.repo(), &["show", "fix/mean:calc.py"]).contains(FIX), "the branch is kept");
    assert!(git(&bare, &["branch", "--list", "fix/mean"]).trim().is_empty());
    assert!(server.received_requests().await.unwrap().is_empty(), "no pull request without the branch");
    assert_no_token(&p, &out, &err);
}

/// Over https the token reaches git as an `Authorization` header given in git's environment (a
/// loopback server stands in for the git host and refuses the push).
#[tokio::test(flavor = "multi_thread")]
async fn an_https_push_sends_the_token_as_a_header_and_a_refusal_is_shown() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/acme/calc.git/info/refs"))
        .respond_with(ResponseTemplate::new(403).set_body_string("no pushes"))
        .mount(&server)
        .await;
    let p = calc_project();
    git(&p.repo(), &["remote", "add", "origin", &format!("{}/acme/calc.git", server.uri())]);
    let uri = server.uri();
    let (p, (code, out, err)) = tokio::task::spawn_blocking(move || {
        let r = fix_bug_pr(&p, &uri, &["--branch", "fix/mean"]);
        (p, r)
    })
    .await
    .unwrap();
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("the branch was not pushed: `git push origin fix/mean` was rejected:"), "{out}");
    assert!(out.contains("403"), "{out}");
    let requests = server.received_requests().await.unwrap();
    let basic = "Basic eC1hY2Nlc3MtdG9rZW46Z2hwX3ByMTdzZWNyZXRUT0tFTnZhbHVl";
    assert!(
        requests.iter().any(|r| r.headers.get("authorization").is_some_and(|h| h.to_str().unwrap() == basic)),
        "{requests:?}"
    );
    assert!(requests.iter().all(|r| !r.url.path().ends_with("/pulls")), "no pull request without the branch");
    assert_no_token(&p, &out, &err);
}

/// An unverified change is never pushed: the tests still fail, so nothing leaves the machine.
#[tokio::test(flavor = "multi_thread")]
async fn an_unverified_change_is_never_pushed() {
    let server = MockServer::start().await;
    let p = calc_project();
    let bare = with_remote(&p);
    let wrong = "return sum(values) / (len(values) + 1)";
    let script = format!(
        "{DEBATE}{EXECUTE}{}  - when: {{ stage: fix }}\n    reply: {{ content: \"I do not see the problem.\" }}\n",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, wrong), add_test()), "Fixed mean."),
    );
    let uri = server.uri();
    let (_p, (code, out, err)) = tokio::task::spawn_blocking(move || {
        let mut c = cmd(&p, &script, &["fix-bug", TICKET, "--test-cmd", TEST_CMD, "--pr", "--fix-attempts", "0"]);
        c.env("GITHUB_API_URL", &uri).env("GITHUB_TOKEN", TOKEN);
        let r = run(c);
        (p, r)
    })
    .await
    .unwrap();
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("not verified"), "{out}");
    assert_eq!(git(&bare, &["branch", "--list"]).trim(), "* main");
    assert!(server.received_requests().await.unwrap().is_empty());
}

#[test]
fn no_remote_or_no_token_is_refused_before_any_work() {
    let p = calc_project();
    let (code, out, err) = fix_bug_pr(&p, "http://127.0.0.1:9", &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("--pr: the repository has no remote `origin` (it has none); add one with `git remote add origin https://github.com/OWNER/REPO.git`"),
        "{err}"
    );
    git(&p.repo(), &["remote", "add", "upstream", "/srv/somewhere/calc.git"]);
    let (code, _, err) = fix_bug_pr(&p, "http://127.0.0.1:9", &["--remote", "upstream"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--pr: remote `upstream` (/srv/somewhere/calc.git) does not name a GitHub repository"),
        "{err}"
    );
    let (code, _, err) = fix_bug_pr(&p, "http://127.0.0.1:9", &["--remote", "origin"]);
    assert_eq!(code, 2);
    assert!(err.contains("no remote `origin` (it has upstream; choose one with --remote NAME)"), "{err}");

    git(&p.repo(), &["remote", "add", "origin", "git@github.com:acme/calc.git"]);
    let mut c = cmd(&p, &script(), &["fix-bug", TICKET, "--test-cmd", TEST_CMD, "--pr"]);
    c.env("GITHUB_API_URL", "http://127.0.0.1:9");
    let (code, out, err) = run(c);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("--pr: GITHUB_TOKEN is not set; set it to a token that may push to acme/calc"), "{err}");
    // Nothing ran: no branch, no run.
    assert!(git(&p.repo(), &["branch", "--list", "agentsmith/*"]).trim().is_empty());
    assert!(!p.repo().join(".agent-smith/run.json").exists());
}

#[test]
fn pr_comment_needs_an_issue() {
    let p = calc_project();
    let (code, _, err) = fix_bug_pr(&p, "http://127.0.0.1:9", &["--pr-comment"]);
    assert_eq!(code, 2);
    assert!(err.contains("--pr-comment comments on the issue given with --issue OWNER/REPO#N"), "{err}");
}

/// A pull request refused (a bad token) is retried by `resume` with no model call and no
/// second commit: the push and the pull request only, opened once.
#[tokio::test(flavor = "multi_thread")]
async fn resume_retries_only_the_pull_request_after_a_refusal() {
    const GOOD: &str = "ghp_pr17theGOODtokenVALUE";
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/repos/acme/calc/pulls"))
        .and(header("authorization", format!("Bearer {GOOD}").as_str()))
        .respond_with(
            ResponseTemplate::new(201)
                .set_body_json(json!({ "number": 9, "html_url": "https://github.com/acme/calc/pull/9" })),
        )
        .with_priority(1)
        .expect(1)
        .mount(&server)
        .await;
    pulls_answer(&server, ResponseTemplate::new(401).set_body_json(json!({ "message": "Bad credentials" }))).await;
    let p = calc_project();
    let bare = with_remote(&p);
    let uri = server.uri();
    let (p, first, second) = tokio::task::spawn_blocking(move || {
        let first = fix_bug_pr(&p, &uri, &["--branch", "fix/mean"]);
        let head = git(&p.repo(), &["rev-parse", "fix/mean"]);
        // No rule left: any model call would fail the resume.
        let mut c = cmd(&p, "rules: []\n", &["resume"]);
        c.env("GITHUB_API_URL", &uri).env("GITHUB_TOKEN", GOOD);
        let second = run(c);
        assert_eq!(git(&p.repo(), &["rev-parse", "fix/mean"]), head, "no second commit");
        (p, first, second)
    })
    .await
    .unwrap();
    assert_eq!(first.0, 2, "{}{}", first.1, first.2);
    let (code, out, err) = second;
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("opened as pull request #9 on acme/calc: https://github.com/acme/calc/pull/9"), "{out}");
    assert_eq!(git(&bare, &["rev-parse", "refs/heads/fix/mean"]), git(&p.repo(), &["rev-parse", "fix/mean"]));
    let (_, json) = report(&p);
    assert_eq!(json["pull_request"]["number"], 9);
    assert_eq!(json["delivered"], true);
    assert!(!out.contains(GOOD) && !err.contains(GOOD));
    assert!(!all_text(&p.repo().join(".agent-smith")).contains(GOOD));
    // Complete: nothing left to resume.
    let (code, _, err) = run(cmd(&p, "rules: []\n", &["resume"]));
    assert_eq!(code, 2, "{err}");
}
