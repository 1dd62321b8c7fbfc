// Actix-web page that renders a small public profile card from query parameters.
use actix_web::{get, web, HttpResponse, Responder};
use serde::Deserialize;

#[derive(Deserialize)]
struct CardQuery {
    name: String,
    team: Option<String>,
}

struct Card {
    display_name: String,
    team: String,
}

impl Card {
    fn from_query(q: CardQuery) -> Self {
        Card {
            display_name: q.name.trim().chars().take(64).collect(),
            team: q.team.unwrap_or_else(|| "unassigned".into()),
        }
    }

    fn render(&self) -> String {
        let team = html_escape::encode_text(&self.team);
        let heading = format!("<h2 class=\"card-name\">{}</h2>", self.display_name);
        format!(
            "<!doctype html><html><body><div class=\"card\">{}<p>Team: {}</p></div></body></html>",
            heading, team
        )
    }
}

#[get("/card")]
async fn card(q: web::Query<CardQuery>) -> impl Responder {
    let card = Card::from_query(q.into_inner());
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(card.render())
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(card);
}
