//! Tickets from GitHub issues, read through the REST API (`GITHUB_TOKEN` when set).

use serde_json::Value;

use crate::config::{Config, Env};
use crate::context::Ticket;

/// Why an issue could not be read.
#[derive(Debug, thiserror::Error)]
pub enum IssueError {
    /// The reference, the token or the issue itself is wrong: the user's to fix (exit 2).
    #[error("{0}")]
    Invalid(String),
    /// GitHub could not be reached or did not answer usefully: worth another try (exit 1).
    #[error("{0}")]
    Unreachable(String),
}

/// Longest issue body taken, in characters.
const MAX_BODY: usize = 60_000;

/// `OWNER/REPO#N`, checked.
pub fn parse_ref(spec: &str) -> Result<(String, String, u64), IssueError> {
    let bad = || {
        IssueError::Invalid(format!("--issue {spec:?}: expected OWNER/REPO#NUMBER, for example rust-lang/cargo#1234"))
    };
    let (repo, n) = spec.trim().split_once('#').ok_or_else(bad)?;
    let (owner, name) = repo.split_once('/').ok_or_else(bad)?;
    let ok = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    let n: u64 = n.parse().map_err(|_| bad())?;
    if !ok(owner) || !ok(name) || n == 0 {
        return Err(bad());
    }
    Ok((owner.to_string(), name.to_string(), n))
}

/// The GitHub REST API as configured: the client, the base (`github.api_url`, GitHub Enterprise
/// included) and the token from `GITHUB_TOKEN`, if any. The issue reader and `--pr` share it.
pub struct Api {
    client: reqwest::Client,
    /// The base URL, without a trailing slash.
    pub base: String,
    token: Option<String>,
    timeout: std::time::Duration,
}

impl Api {
    pub fn new(config: &Config, env: &Env) -> Result<Api, String> {
        let client = crate::llm::http_client(&config.settings.network).map_err(|e| e.to_string())?;
        Ok(Api {
            client,
            base: config.settings.github.api_url.trim_end_matches('/').to_string(),
            token: token(env),
            timeout: std::time::Duration::from_secs(config.settings.network.request_timeout_secs),
        })
    }

    pub fn has_token(&self) -> bool {
        self.token.is_some()
    }

    /// A request to `path` (from `/repos/...`) with GitHub's headers and the token.
    pub fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        let mut req = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header("Accept", "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28")
            .timeout(self.timeout);
        if let Some(t) = &self.token {
            req = req.bearer_auth(t);
        }
        req
    }

    /// Removes the token from a text that is about to be shown or kept.
    pub fn scrub(&self, text: &str) -> String {
        match &self.token {
            Some(t) if t.len() >= 4 => text.replace(t.as_str(), "[redacted]"),
            _ => text.to_string(),
        }
    }
}

/// `GITHUB_TOKEN`, trimmed, when set and not empty.
pub fn token(env: &Env) -> Option<String> {
    env.get("GITHUB_TOKEN").map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

/// Reads the issue `spec` as a ticket: its title, labels and body.
pub async fn issue(config: &Config, env: &Env, spec: &str) -> Result<Ticket, IssueError> {
    let (owner, name, n) = parse_ref(spec)?;
    let gh = Api::new(config, env).map_err(IssueError::Unreachable)?;
    let api = gh.base.as_str();
    let resp =
        gh.request(reqwest::Method::GET, &format!("/repos/{owner}/{name}/issues/{n}")).send().await.map_err(|e| {
            IssueError::Unreachable(format!(
                "--issue {spec}: cannot reach {api}: {}; check the network or github.api_url",
                e.without_url()
            ))
        })?;
    let status = resp.status().as_u16();
    let body = resp.text().await.unwrap_or_default();
    let hint = if gh.has_token() {
        "check that GITHUB_TOKEN may read it"
    } else {
        "set GITHUB_TOKEN if the repository is private"
    };
    match status {
        200 => {}
        404 => return Err(IssueError::Invalid(format!("--issue {spec}: no such issue at {api} ({hint})"))),
        401 => {
            return Err(IssueError::Invalid(format!(
                "--issue {spec}: GitHub refused the token (401); set a valid GITHUB_TOKEN"
            )));
        }
        403 | 429 => {
            return Err(IssueError::Unreachable(format!(
                "--issue {spec}: GitHub refused the request ({status}, probably the rate limit); {hint}, or try later"
            )));
        }
        s => return Err(IssueError::Unreachable(format!("--issue {spec}: GitHub answered {s}; try again later"))),
    }
    let v: Value = serde_json::from_str(&body)
        .map_err(|e| IssueError::Unreachable(format!("--issue {spec}: the answer from {api} is not JSON ({e})")))?;
    if v.get("pull_request").is_some_and(|p| !p.is_null()) {
        return Err(IssueError::Invalid(format!("--issue {spec}: that is a pull request, not an issue")));
    }
    let title = v["title"].as_str().map(str::trim).unwrap_or_default();
    if title.is_empty() {
        return Err(IssueError::Invalid(format!(
            "--issue {spec}: the answer from {api} has no title; is github.api_url right?"
        )));
    }
    let labels: Vec<&str> = v["labels"].as_array().into_iter().flatten().filter_map(|l| l["name"].as_str()).collect();
    let text = v["body"].as_str().unwrap_or_default();
    let mut body = format!("GitHub issue {owner}/{name}#{n}");
    if let Some(u) = v["html_url"].as_str() {
        body.push_str(&format!(" ({u})"));
    }
    if !labels.is_empty() {
        body.push_str(&format!("\nLabels: {}", labels.join(", ")));
    }
    body.push_str("\n\n");
    body.push_str(&text.chars().take(MAX_BODY).collect::<String>());
    Ok(Ticket { title: title.to_string(), body: body.trim_end().to_string(), file: None })
}

#[cfg(test)]
mod tests {
    #[test]
    fn refs() {
        assert_eq!(super::parse_ref("a-b/c.d#12").unwrap(), ("a-b".into(), "c.d".into(), 12));
        for bad in ["a/b", "a#1", "a/b#x", "/b#1", "a/b#0", "a/b c#1"] {
            assert!(super::parse_ref(bad).is_err(), "{bad}");
        }
    }
}
