// A city chess club roster page program of the h76 set (cwe-079-xss).
use std::sync::{Arc, Mutex};

use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{Html, Redirect},
    routing::get,
    Router,
};
use serde::{Deserialize, Serialize};
use tera::{Context, Tera};

const ROSTER_TEMPLATE: &str = r#"<!doctype html>
<html><head><title>{{ club }} roster</title></head>
<body>
  <h1>{{ club }}</h1>
  <table>
    <tr><th>Player</th><th>Rating</th><th>Favourite opening</th></tr>
    {% for m in members %}
    <tr><td>{{ m.name }}</td><td>{{ m.rating }}</td><td>{{ m.opening }}</td></tr>
    {% endfor %}
  </table>
  <form method="post" action="/roster">
    <input name="name"><input name="rating" type="number"><input name="opening">
    <button>Join</button>
  </form>
</body></html>"#;

struct RenderOptions {
    club_name: String,
    autoescape_suffixes: Vec<&'static str>,
}

impl Default for RenderOptions {
    fn default() -> Self {
        Self {
            club_name: "Chess Club".to_string(),
            autoescape_suffixes: vec![".html", ".htm", ".xml"],
        }
    }
}

struct RosterPage {
    tera: Tera,
    club_name: String,
}

impl RosterPage {
    fn new(options: RenderOptions) -> tera::Result<Self> {
        let mut tera = Tera::default();
        tera.autoescape_on(options.autoescape_suffixes);
        tera.add_raw_template("roster.html", ROSTER_TEMPLATE)?;
        Ok(Self { tera, club_name: options.club_name })
    }

    fn render(&self, members: &[Member]) -> tera::Result<String> {
        let mut ctx = Context::new();
        ctx.insert("club", &self.club_name);
        ctx.insert("members", members);
        self.tera.render("roster.html", &ctx)
    }
}

#[derive(Clone, Serialize, Deserialize)]
struct Member {
    name: String,
    rating: u16,
    opening: String,
}

struct AppState {
    page: RosterPage,
    members: Mutex<Vec<Member>>,
}

async fn show_roster(State(state): State<Arc<AppState>>) -> Result<Html<String>, StatusCode> {
    let members = state.members.lock().unwrap().clone();
    state
        .page
        .render(&members)
        .map(Html)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

async fn join_roster(State(state): State<Arc<AppState>>, Form(member): Form<Member>) -> Redirect {
    state.members.lock().unwrap().push(member);
    Redirect::to("/roster")
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let page = RosterPage::new(RenderOptions {
        club_name: "Riverside Knights".to_string(),
        ..RenderOptions::default()
    })?;
    let state = Arc::new(AppState { page, members: Mutex::new(Vec::new()) });

    let app = Router::new()
        .route("/roster", get(show_roster).post(join_roster))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
