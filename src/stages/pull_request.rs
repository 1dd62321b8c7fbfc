//! `--pr`: the verified branch pushed to the repository's remote and a pull request opened
//! through the GitHub REST API. Everything that can be checked is checked before any work (the
//! remote, the repository its URL names, the base branch, the token); the push and the request
//! come after the branch is committed. The token travels only in git's environment and in the
//! request's header: never in an argument, a message or a file.

use std::path::Path;

use base64::Engine as _;
use serde_json::{Value, json};

use crate::config::{Config, Env};
use crate::context::github::{Api, parse_ref, token};
use crate::error::Error;
use crate::git;
use crate::job::{IssueRef, PrTarget};

/// Why the push or the pull request failed.
#[derive(Debug, thiserror::Error)]
pub enum PrError {
    /// The user's configuration: a missing or refused token, a repository it cannot see (exit 2).
    #[error("{0}")]
    Config(String),
    /// The push was rejected, the request refused or GitHub unreachable (exit 1).
    #[error("{0}")]
    Failed(String),
    /// A pull request from the branch is open already (exit 1).
    #[error("a pull request for `{branch}` exists already: {url} ({message})")]
    Exists { branch: String, url: String, message: String },
}

/// The `--pr` flags.
pub struct PrFlags<'a> {
    pub remote: Option<&'a str>,
    pub base: Option<&'a str>,
    pub issue: Option<&'a str>,
    pub comment: bool,
}

/// A remote URL that names a GitHub repository.
#[derive(Debug, PartialEq, Eq)]
pub struct GithubRemote {
    /// `https://HOST/` for an http(s) remote (where the token is sent); `None` for ssh.
    pub http_base: Option<String>,
    pub owner: String,
    pub repo: String,
}

fn valid_name(s: &str) -> bool {
    !s.is_empty() && s != "." && s != ".." && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
}

/// Owner and repository from `https://HOST/O/R(.git)`, `ssh://[USER@]HOST[:PORT]/O/R(.git)` or
/// `USER@HOST:O/R(.git)`.
pub fn parse_remote(url: &str) -> Option<GithubRemote> {
    let url = url.trim();
    let (http_base, path) = if let Some((scheme, rest)) = url.split_once("://") {
        let (authority, path) = rest.split_once('/')?;
        let host = authority.rsplit('@').next().unwrap_or(authority);
        if host.is_empty() {
            return None;
        }
        match scheme {
            "https" | "http" => (Some(format!("{scheme}://{host}/")), path),
            "ssh" | "git+ssh" => (None, path),
            _ => return None,
        }
    } else {
        // scp-like: `[USER@]HOST:PATH`, the colon before any slash.
        let (host, path) = url.split_once(':')?;
        if host.is_empty() || host.contains('/') {
            return None;
        }
        (None, path)
    };
    let path = path.trim_matches('/');
    let path = path.strip_suffix(".git").unwrap_or(path);
    let (owner, repo) = path.split_once('/')?;
    (valid_name(owner) && valid_name(repo)).then(|| GithubRemote {
        http_base,
        owner: owner.to_string(),
        repo: repo.to_string(),
    })
}

/// A URL as it may be shown: without any `user:password@`.
pub fn shown_url(url: &str) -> String {
    match url.split_once("://") {
        Some((scheme, rest)) => {
            let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
            let host = authority.rsplit('@').next().unwrap_or(authority);
            format!("{scheme}://{host}/{path}")
        }
        None => url.to_string(),
    }
}

/// The branch checked out in `target`, if any.
fn current_branch(target: &Path) -> Option<String> {
    let b = git::user_git(target, &["symbolic-ref", "--quiet", "--short", "HEAD"]).ok()?;
    let b = b.trim();
    (!b.is_empty()).then(|| b.to_string())
}

/// Checks `--pr` before any work: the remote, the repository its URL names, the base branch,
/// `GITHUB_TOKEN`, and the issue to mention.
pub fn plan(target: &Path, env: &Env, f: &PrFlags<'_>) -> Result<PrTarget, Error> {
    if f.comment && f.issue.is_none() {
        return Err(Error::Usage("--pr-comment comments on the issue given with --issue OWNER/REPO#N".into()));
    }
    if !git::is_repo(target) {
        return Err(Error::Usage(format!(
            "--pr: {} is not a git repository; a pull request needs one with a GitHub remote",
            target.display()
        )));
    }
    let current = current_branch(target);
    let upstream_remote =
        current.as_deref().and_then(|b| git::user_config(target, &format!("branch.{b}.remote"))).filter(|r| r != ".");
    let remote = f.remote.map(str::to_string).or_else(|| upstream_remote.clone()).unwrap_or_else(|| "origin".into());
    let Some(url) = git::user_config(target, &format!("remote.{remote}.url")) else {
        let known = git::user_git(target, &["remote"]).unwrap_or_default();
        let known: Vec<&str> = known.split_whitespace().collect();
        let others = if known.is_empty() {
            "it has none".to_string()
        } else {
            format!("it has {}; choose one with --remote NAME", known.join(", "))
        };
        return Err(Error::Usage(format!(
            "--pr: the repository has no remote `{remote}` ({others}); add one with `git remote add {remote} https://github.com/OWNER/REPO.git`"
        )));
    };
    let Some(gh) = parse_remote(&url) else {
        return Err(Error::Usage(format!(
            "--pr: remote `{remote}` ({}) does not name a GitHub repository; --pr needs a URL like https://github.com/OWNER/REPO.git, git@github.com:OWNER/REPO.git or ssh://git@github.com/OWNER/REPO.git (choose another remote with --remote NAME)",
            shown_url(&url)
        )));
    };
    let base = match f.base {
        Some(b) => b.to_string(),
        None => {
            let merge = current
                .as_deref()
                .filter(|_| upstream_remote.as_deref() == Some(remote.as_str()))
                .and_then(|b| git::user_config(target, &format!("branch.{b}.merge")))
                .map(|m| m.strip_prefix("refs/heads/").unwrap_or(&m).to_string());
            match merge.or(current) {
                Some(b) => b,
                None => {
                    return Err(Error::Usage(
                        "--pr: HEAD is detached, so the branch the pull request merges into is unknown; name it with --pr-base BRANCH".into(),
                    ));
                }
            }
        }
    };
    if git::user_git(target, &["check-ref-format", "--branch", &base]).is_err() {
        return Err(Error::Usage(format!("--pr-base {base}: not a valid branch name")));
    }
    if token(env).is_none() {
        return Err(Error::Usage(format!(
            "--pr: GITHUB_TOKEN is not set; set it to a token that may push to {}/{} and open pull requests (contents and pull requests: read and write)",
            gh.owner, gh.repo
        )));
    }
    let issue = match f.issue {
        Some(spec) => {
            let (owner, repo, number) = parse_ref(spec).map_err(|e| Error::Usage(e.to_string()))?;
            Some(IssueRef { owner, repo, number })
        }
        None => None,
    };
    Ok(PrTarget { remote, owner: gh.owner, repo: gh.repo, base, issue, comment: f.comment })
}

/// A branch name for `--pr` without `--branch`: `agentsmith/<command>-<words of the title>`,
/// numbered when taken.
pub fn default_branch(target: &Path, command: &str, title: &str) -> Result<String, Error> {
    let mut slug = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
        if slug.len() >= 40 {
            break;
        }
    }
    let slug = slug.trim_matches('-');
    let stem = if slug.is_empty() { format!("agentsmith/{command}") } else { format!("agentsmith/{command}-{slug}") };
    for n in 1..=100 {
        let name = if n == 1 { stem.clone() } else { format!("{stem}-{n}") };
        if super::deliver::check_branch(target, &name).is_ok() {
            return Ok(name);
        }
    }
    Err(Error::Usage(format!(
        "--pr: every branch name from {stem} to {stem}-100 is taken; name one with --branch NAME"
    )))
}

/// Where `--pr` got to.
pub struct Opened {
    pub number: u64,
    pub url: String,
}

/// Pushes `branch` to the target's remote.
pub fn push(repo_dir: &Path, env: &Env, t: &PrTarget, branch: &str) -> Result<(), PrError> {
    let Some(tok) = token(env) else {
        return Err(PrError::Config(
            "GITHUB_TOKEN is not set; set it and push the branch, or open the pull request yourself".into(),
        ));
    };
    let url = git::user_config(repo_dir, &format!("remote.{}.url", t.remote)).ok_or_else(|| {
        PrError::Config(format!(
            "the repository has no remote `{}` any more; add it again with `git remote add`",
            t.remote
        ))
    })?;
    let mut vars = Vec::new();
    if let Some(base) = parse_remote(&url).and_then(|r| r.http_base) {
        // For this command only, through the environment (not argv): the token as git's
        // `Authorization` header for the remote's host alone.
        let first: usize = env.get("GIT_CONFIG_COUNT").and_then(|n| n.trim().parse().ok()).unwrap_or(0);
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("x-access-token:{tok}"));
        vars.push((format!("GIT_CONFIG_KEY_{first}"), format!("http.{base}.extraHeader")));
        vars.push((format!("GIT_CONFIG_VALUE_{first}"), format!("Authorization: Basic {basic}")));
        vars.push(("GIT_CONFIG_COUNT".into(), (first + 1).to_string()));
    }
    let spec = format!("refs/heads/{branch}:refs/heads/{branch}");
    git::user_git_env(repo_dir, &["push", "--quiet", &t.remote, &spec], &vars).map(|_| ()).map_err(|e| {
        let reason = match e {
            git::GitError::Failed { stderr, .. } => stderr,
            other => other.to_string(),
        };
        let reason = scrub_token(&reason, &tok);
        let reason: Vec<&str> = reason.lines().map(str::trim).filter(|l| !l.is_empty()).take(12).collect();
        PrError::Failed(format!(
            "`git push {} {branch}` was rejected:\n  {}\nThe branch is kept in your repository; push it when the remote accepts it, then open the pull request",
            t.remote,
            reason.join("\n  ")
        ))
    })
}

fn scrub_token(text: &str, tok: &str) -> String {
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("x-access-token:{tok}"));
    text.replace(tok, "[redacted]").replace(&basic, "[redacted]")
}

/// GitHub's `message` and the `errors[].message`s of an error answer.
fn github_message(body: &str) -> String {
    let Ok(v) = serde_json::from_str::<Value>(body) else {
        return crate::util::clip(body.trim(), 200);
    };
    let mut parts: Vec<String> = v["message"].as_str().map(str::to_string).into_iter().collect();
    for e in v["errors"].as_array().into_iter().flatten() {
        if let Some(m) = e["message"].as_str().or_else(|| e.as_str()) {
            parts.push(m.to_string());
        } else if let Some(c) = e["code"].as_str() {
            parts.push(format!("{} {}", e["field"].as_str().unwrap_or(""), c).trim().to_string());
        }
    }
    crate::util::clip(&parts.join(": "), 300)
}

/// Opens the pull request of `branch` into the target's base.
pub async fn open(
    config: &Config,
    env: &Env,
    t: &PrTarget,
    branch: &str,
    title: &str,
    body: &str,
) -> Result<Opened, PrError> {
    let api = Api::new(config, env).map_err(PrError::Failed)?;
    if !api.has_token() {
        return Err(PrError::Config("GITHUB_TOKEN is not set; set it, or open the pull request yourself".into()));
    }
    let (o, r) = (&t.owner, &t.repo);
    let payload = json!({ "title": crate::util::clip(title, 250), "head": branch, "base": t.base, "body": body });
    let resp =
        api.request(reqwest::Method::POST, &format!("/repos/{o}/{r}/pulls")).json(&payload).send().await.map_err(
            |e| {
                PrError::Failed(format!(
                    "cannot reach {}: {}; check the network or github.api_url",
                    api.base,
                    e.without_url()
                ))
            },
        )?;
    let status = resp.status().as_u16();
    let rate_left = resp.headers().get("x-ratelimit-remaining").and_then(|v| v.to_str().ok()).map(str::to_string);
    let reset = resp.headers().get("x-ratelimit-reset").and_then(|v| v.to_str().ok()).map(str::to_string);
    let text = api.scrub(&resp.text().await.unwrap_or_default());
    let msg = github_message(&text);
    match status {
        200 | 201 => {
            let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            match (v["number"].as_u64(), v["html_url"].as_str()) {
                (Some(number), Some(url)) => Ok(Opened { number, url: url.to_string() }),
                _ => Err(PrError::Failed(format!(
                    "the answer from {} has no pull request number or URL; is github.api_url right?",
                    api.base
                ))),
            }
        }
        401 => Err(PrError::Config(format!(
            "GitHub refused the token (401 {msg}); set GITHUB_TOKEN to a valid token for {o}/{r}"
        ))),
        403 | 429
            if status == 429 || rate_left.as_deref() == Some("0") || msg.to_lowercase().contains("rate limit") =>
        {
            let when = reset.map(|r| format!(" (it resets at {r}, seconds since 1970)")).unwrap_or_default();
            Err(PrError::Failed(format!(
                "GitHub's API rate limit is used up ({status}: {msg}){when}; open the pull request later"
            )))
        }
        403 => Err(PrError::Config(format!(
            "GitHub refused the pull request (403 {msg}); give GITHUB_TOKEN permission to open pull requests on {o}/{r} (pull requests: read and write)"
        ))),
        404 => Err(PrError::Config(format!(
            "GitHub has no repository {o}/{r} at {}, or GITHUB_TOKEN may not see it (404); check the remote and the token",
            api.base
        ))),
        422 => match existing(&api, t, branch).await {
            Some(url) => Err(PrError::Exists { branch: branch.to_string(), url, message: format!("422 {msg}") }),
            None => Err(PrError::Failed(format!(
                "GitHub refused the pull request (422 {msg}); check that `{}` exists on {o}/{r} (choose it with --pr-base BRANCH)",
                t.base
            ))),
        },
        s => Err(PrError::Failed(format!("GitHub answered {s} ({msg}); open the pull request yourself or try later"))),
    }
}

/// The open pull request of `branch`, if GitHub lists one.
async fn existing(api: &Api, t: &PrTarget, branch: &str) -> Option<String> {
    let path = format!("/repos/{}/{}/pulls", t.owner, t.repo);
    let head = format!("{}:{branch}", t.owner);
    let resp = api
        .request(reqwest::Method::GET, &path)
        .query(&[("head", head.as_str()), ("state", "open")])
        .send()
        .await
        .ok()?;
    if !resp.status().is_success() {
        return None;
    }
    let v: Value = resp.json().await.ok()?;
    v.as_array()?.first()?["html_url"].as_str().map(str::to_string)
}

/// Comments on the issue with the pull request's link; returns the comment's page.
pub async fn comment(config: &Config, env: &Env, issue: &IssueRef, pr: &Opened) -> Result<String, PrError> {
    let api = Api::new(config, env).map_err(PrError::Failed)?;
    let path = format!("/repos/{}/{}/issues/{}/comments", issue.owner, issue.repo, issue.number);
    let body = format!("Pull request #{} ({}) fixes this issue; opened by agentsmith.", pr.number, pr.url);
    let resp = api
        .request(reqwest::Method::POST, &path)
        .json(&json!({ "body": body }))
        .send()
        .await
        .map_err(|e| PrError::Failed(format!("cannot reach {}: {}", api.base, e.without_url())))?;
    let status = resp.status().as_u16();
    let text = api.scrub(&resp.text().await.unwrap_or_default());
    if status == 201 || status == 200 {
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        return Ok(v["html_url"].as_str().unwrap_or("").to_string());
    }
    Err(PrError::Failed(format!("GitHub answered {status} ({})", github_message(&text))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gh(base: Option<&str>, o: &str, r: &str) -> Option<GithubRemote> {
        Some(GithubRemote { http_base: base.map(str::to_string), owner: o.into(), repo: r.into() })
    }

    #[test]
    fn remotes() {
        assert_eq!(parse_remote("https://github.com/acme/calc.git"), gh(Some("https://github.com/"), "acme", "calc"));
        assert_eq!(
            parse_remote("https://user:pw@ghe.example.com/acme/calc/"),
            gh(Some("https://ghe.example.com/"), "acme", "calc")
        );
        assert_eq!(parse_remote("git@github.com:acme/calc.git"), gh(None, "acme", "calc"));
        assert_eq!(parse_remote("ssh://git@github.com:22/acme/calc.js.git"), gh(None, "acme", "calc.js"));
        for bad in [
            "/srv/git/calc.git",
            "file:///srv/acme/calc.git",
            "https://github.com/acme",
            "git@github.com:a/b/c",
            "https://github.com/../x",
        ] {
            assert_eq!(parse_remote(bad), None, "{bad}");
        }
        assert_eq!(shown_url("https://x-access-token:secret@github.com/a/b.git"), "https://github.com/a/b.git");
    }

    #[test]
    fn messages() {
        let body = r#"{"message":"Validation Failed","errors":[{"resource":"PullRequest","code":"custom","message":"A pull request already exists for acme:fix."}]}"#;
        assert_eq!(github_message(body), "Validation Failed: A pull request already exists for acme:fix.");
        assert_eq!(
            scrub_token("token ghp_abc and eC1hY2Nlc3MtdG9rZW46Z2hwX2FiYw==", "ghp_abc"),
            "token [redacted] and [redacted]"
        );
    }
}
