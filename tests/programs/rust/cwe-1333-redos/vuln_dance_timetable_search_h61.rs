// A dance timetable search program of the h61 set (cwe-1333-redos).
// Dance school: the studio's web app keeps a WebSocket open and sends what the
// visitor types into the timetable search box; the server answers with the
// matching classes (by class title or teacher) as the visitor types.
use std::sync::Arc;

use fancy_regex::Regex;
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

#[derive(Clone, Serialize)]
struct DanceClass {
    title: String,
    teacher: String,
    weekday: String,
    starts: String,
}

trait ClassSource: Send + Sync {
    fn all(&self) -> Vec<DanceClass>;
}

struct InMemoryTimetable {
    classes: Vec<DanceClass>,
}

impl ClassSource for InMemoryTimetable {
    fn all(&self) -> Vec<DanceClass> {
        self.classes.clone()
    }
}

struct SearchQuery(String);

impl SearchQuery {
    fn parse(raw: &str) -> Option<Self> {
        let trimmed = raw.trim();
        (!trimmed.is_empty() && trimmed.chars().count() <= 64).then(|| SearchQuery(trimmed.to_string()))
    }

    fn matcher(&self) -> Result<Regex, fancy_regex::Error> {
        Regex::new(&format!("(?i){}", self.0))
    }
}

struct TimetableSearch {
    source: Box<dyn ClassSource>,
}

impl TimetableSearch {
    fn search(&self, query: &SearchQuery) -> Vec<DanceClass> {
        let Ok(re) = query.matcher() else { return Vec::new() };
        self.source
            .all()
            .into_iter()
            .filter(|c| re.is_match(&c.title).unwrap_or(false) || re.is_match(&c.teacher).unwrap_or(false))
            .take(20)
            .collect()
    }
}

fn demo_timetable() -> Vec<DanceClass> {
    let row = |t: &str, who: &str, d: &str, s: &str| DanceClass {
        title: t.into(), teacher: who.into(), weekday: d.into(), starts: s.into(),
    };
    vec![
        row("Beginners Salsa", "Marisol Vega", "Mon", "19:30"),
        row("Intermediate Ballet", "Anouk de Wit", "Wed", "17:00"),
        row("Lindy Hop Social", "Frankie Doyle", "Fri", "20:00"),
        row("Contemporary Teens", "Priya Nair", "Sat", "10:00"),
    ]
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let search = Arc::new(TimetableSearch { source: Box::new(InMemoryTimetable { classes: demo_timetable() }) });
    let listener = TcpListener::bind("0.0.0.0:8765").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let search = search.clone();
        tokio::spawn(async move {
            let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else { return };
            while let Some(Ok(msg)) = ws.next().await {
                let Message::Text(text) = msg else { continue };
                let Some(query) = SearchQuery::parse(&text.to_string()) else { continue };
                let hits = search.search(&query);
                let body = serde_json::to_string(&hits).unwrap_or_else(|_| "[]".into());
                if ws.send(Message::Text(body.into())).await.is_err() {
                    break;
                }
            }
        });
    }
}
