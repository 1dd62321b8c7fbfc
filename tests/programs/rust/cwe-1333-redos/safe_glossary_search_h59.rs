// Translation agency: NATS request/reply service searching client termbases for a term.
use fancy_regex::{Regex, RegexBuilder};
use futures::StreamExt;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Debug, Deserialize)]
struct TermSearch {
    client_code: String,
    term: String,
    case_sensitive: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct TermEntry {
    source: String,
    target: String,
    note: String,
}

struct Termbase {
    by_client: HashMap<String, Vec<TermEntry>>,
}

impl Termbase {
    fn load(path: &str) -> Result<Self, Box<dyn std::error::Error>> {
        let raw = std::fs::read_to_string(path)?;
        Ok(Self { by_client: serde_json::from_str(&raw)? })
    }

    fn entries(&self, client: &str) -> &[TermEntry] {
        self.by_client.get(client).map(Vec::as_slice).unwrap_or(&[])
    }
}

struct TermMatcher;

impl TermMatcher {
    fn compile(&self, search: &TermSearch) -> Result<Regex, fancy_regex::Error> {
        // the term is looked up literally, as a whole word
        let pattern = format!(r"\b{}\b", fancy_regex::escape(search.term.trim()));
        RegexBuilder::new(&pattern)
            .case_insensitive(!search.case_sensitive)
            .build()
    }
}

struct GlossaryService {
    termbase: Termbase,
    matcher: TermMatcher,
}

impl GlossaryService {
    fn search(&self, req: &TermSearch) -> Result<Vec<TermEntry>, String> {
        let re = self.matcher.compile(req).map_err(|e| e.to_string())?;
        Ok(self
            .termbase
            .entries(&req.client_code)
            .iter()
            .filter(|e| re.is_match(&e.source).unwrap_or(false))
            .take(200)
            .cloned()
            .collect())
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = async_nats::connect(std::env::var("NATS_URL")?).await?;
    let service = GlossaryService {
        termbase: Termbase::load("/var/lib/termbase/termbase.json")?,
        matcher: TermMatcher,
    };
    let mut requests = client.subscribe("glossary.search").await?;
    while let Some(msg) = requests.next().await {
        let reply = match serde_json::from_slice::<TermSearch>(&msg.payload) {
            Ok(req) => match service.search(&req) {
                Ok(hits) => serde_json::json!({ "hits": hits }),
                Err(e) => serde_json::json!({ "error": e }),
            },
            Err(e) => serde_json::json!({ "error": e.to_string() }),
        };
        if let Some(inbox) = msg.reply {
            client.publish(inbox, reply.to_string().into()).await?;
        }
    }
    Ok(())
}
