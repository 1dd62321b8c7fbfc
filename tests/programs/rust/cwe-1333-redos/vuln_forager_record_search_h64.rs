// A forager record search program of the h64 set (cwe-1333-redos).
use fancy_regex::Regex;
use salvo::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

// Society records of fungus finds, searchable by members from the field app.
// POST /records/search {"filters":[{"field":"species","term":"Boletus"},{"field":"habitat","term":"beech"}],"limit":50}
#[derive(Deserialize, Serialize, Clone)]
struct Record {
    species: String,
    habitat: String,
    recorder: String,
    grid_ref: String,
    date: String,
}

#[derive(Deserialize)]
struct Search {
    filters: Vec<FieldFilter>,
    #[serde(default = "default_limit")]
    limit: usize,
}

#[derive(Deserialize)]
struct FieldFilter {
    field: String,
    term: String,
}

fn default_limit() -> usize {
    50
}

fn records() -> &'static Vec<Record> {
    static RECORDS: OnceLock<Vec<Record>> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let raw = std::fs::read_to_string("/srv/forage/records.json").unwrap_or_else(|_| "[]".into());
        serde_json::from_str(&raw).unwrap_or_default()
    })
}

fn field_of<'a>(r: &'a Record, field: &str) -> Option<&'a str> {
    match field {
        "species" => Some(&r.species),
        "habitat" => Some(&r.habitat),
        "recorder" => Some(&r.recorder),
        "grid_ref" => Some(&r.grid_ref),
        _ => None,
    }
}

fn compile(term: &str) -> Result<Regex, fancy_regex::Error> {
    Regex::new(&format!("(?i){}", term))
}

#[handler]
async fn search(req: &mut Request, res: &mut Response) {
    let Ok(q) = req.parse_json::<Search>().await else {
        res.status_code(StatusCode::BAD_REQUEST);
        return;
    };
    let mut compiled = Vec::new();
    for f in q.filters.iter().take(6) {
        if f.term.is_empty() || f.term.len() > 120 {
            continue;
        }
        match compile(&f.term) {
            Ok(re) => compiled.push((f.field.as_str(), re)),
            Err(_) => {
                res.status_code(StatusCode::BAD_REQUEST);
                res.render(Text::Plain("could not understand a search term"));
                return;
            }
        }
    }

    let hits: Vec<Record> = records()
        .iter()
        .filter(|r| {
            compiled.iter().all(|(field, re)| {
                field_of(r, field).map_or(false, |v| re.is_match(v).unwrap_or(false))
            })
        })
        .take(q.limit.min(200))
        .cloned()
        .collect();
    res.render(Json(hits));
}

#[tokio::main]
async fn main() {
    let router = Router::with_path("records/search").post(search);
    let acceptor = TcpListener::new("127.0.0.1:5802").bind().await;
    Server::new(acceptor).serve(router).await;
}
