// A team banner program of the h70 set (cwe-079-xss).
use regex::Regex;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use warp::Filter;

#[derive(Clone, Copy)]
struct Slot {
    sheet: &'static str,
    start: &'static str,
    minutes: u16,
}

fn team_name_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^[A-Za-z0-9 '\-]{2,40}$").unwrap())
}

struct Confirmation {
    heading: String,
    lines: Vec<String>,
}

impl Confirmation {
    fn new(heading: impl Into<String>) -> Self {
        Self { heading: heading.into(), lines: Vec::new() }
    }
    fn line(mut self, l: impl Into<String>) -> Self {
        self.lines.push(l.into());
        self
    }
    fn render(&self) -> String {
        let items: String = self.lines.iter().map(|l| format!("<li>{l}</li>")).collect();
        format!(
            "<!doctype html><html><body><h2>{}</h2><ul>{items}</ul>\
             <p>Skate rental opens 20 minutes before your slot.</p></body></html>",
            self.heading
        )
    }
}

fn confirm(slots: &HashMap<&'static str, Slot>, params: &HashMap<String, String>) -> String {
    let slot = params
        .get("slot")
        .and_then(|id| slots.get(id.as_str()))
        .copied();

    let heading = params
        .get("team")
        .map(|t| t.trim())
        .filter(|t| team_name_pattern().is_match(t))
        .map(|t| format!("See you on the ice, {t}!"))
        .unwrap_or_else(|| "See you on the ice!".to_string());

    match slot {
        Some(s) => Confirmation::new(heading)
            .line(format!("Sheet: {}", s.sheet))
            .line(format!("Start: {}", s.start))
            .line(format!("Length: {} min", s.minutes))
            .render(),
        None => Confirmation::new(heading)
            .line("We could not find that slot, please call the front desk.")
            .render(),
    }
}

#[tokio::main]
async fn main() {
    let slots: Arc<HashMap<&'static str, Slot>> = Arc::new(
        [
            ("sat-0700-a", Slot { sheet: "A", start: "Sat 07:00", minutes: 60 }),
            ("sat-0800-b", Slot { sheet: "B", start: "Sat 08:00", minutes: 90 }),
            ("sun-2130-a", Slot { sheet: "A", start: "Sun 21:30", minutes: 60 }),
        ]
        .into_iter()
        .collect(),
    );

    let with_slots = warp::any().map(move || slots.clone());
    let route = warp::path!("booking" / "confirmed")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and(with_slots)
        .map(|params: HashMap<String, String>, slots: Arc<HashMap<&'static str, Slot>>| {
            warp::reply::html(confirm(&slots, &params))
        });

    warp::serve(route).run(([0, 0, 0, 0], 8088)).await;
}
