// A harvest log search program of the h70 set (cwe-1333-redos).
use fancy_regex::{Regex, RegexBuilder};
use futures::StreamExt;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
struct SearchMsg {
    terms: Vec<String>,
    site: Option<String>,
    limit: Option<usize>,
}

#[derive(Serialize)]
struct SearchReply {
    matches: Vec<String>,
    scanned: usize,
    error: Option<String>,
}

struct LogLine {
    site: String,
    text: String,
}

fn load_logs(dir: &str) -> Vec<LogLine> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|e| {
            let site = e.path().file_stem()?.to_str()?.to_string();
            let body = std::fs::read_to_string(e.path()).ok()?;
            Some((site, body))
        })
        .flat_map(|(site, body)| {
            body.lines()
                .map(|l| LogLine { site: site.clone(), text: l.to_string() })
                .collect::<Vec<_>>()
        })
        .collect()
}

fn matcher_for(terms: &[String]) -> Result<Regex, fancy_regex::Error> {
    let alternatives = terms
        .iter()
        .map(|t| t.trim())
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join("|");
    // skip lines where the haul was later cancelled
    RegexBuilder::new(&format!(r"(?i)\b(?:{alternatives})\b(?!.*\bcancelled\b)")).build()
}

fn search(logs: &[LogLine], req: &SearchMsg) -> SearchReply {
    let re = match matcher_for(&req.terms) {
        Ok(re) => re,
        Err(e) => return SearchReply { matches: vec![], scanned: 0, error: Some(e.to_string()) },
    };
    let in_scope: Vec<&LogLine> = logs
        .iter()
        .filter(|l| req.site.as_deref().is_none_or(|s| s == l.site))
        .collect();
    let matches = in_scope
        .iter()
        .filter(|l| re.is_match(&l.text).unwrap_or(false))
        .take(req.limit.unwrap_or(200))
        .map(|l| format!("[{}] {}", l.site, l.text))
        .collect();
    SearchReply { matches, scanned: in_scope.len(), error: None }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let logs = Arc::new(load_logs("/srv/kelpline/harvest-logs/current"));
    let client = async_nats::connect("nats://bus.kelpline-harvest.internal:4222").await?;
    let mut requests = client.subscribe("harvest.logs.search").await?;

    while let Some(msg) = requests.next().await {
        let Some(reply_to) = msg.reply.clone() else { continue };
        let Ok(req) = serde_json::from_slice::<SearchMsg>(&msg.payload) else { continue };
        let logs = logs.clone();
        let client = client.clone();
        tokio::spawn(async move {
            let answer = tokio::task::spawn_blocking(move || search(&logs, &req)).await;
            if let Ok(answer) = answer {
                let body = serde_json::to_vec(&answer).unwrap_or_default();
                let _ = client.publish(reply_to, body.into()).await;
            }
        });
    }
    Ok(())
}
