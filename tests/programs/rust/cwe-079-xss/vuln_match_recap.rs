// Axum page that renders a shareable match recap card for a league fixture with an optional custom headline.
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Path, Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct RecapParams {
    pub headline: Option<String>,
}

pub struct Fixture {
    pub home: String,
    pub away: String,
    pub score: (u8, u8),
}

pub struct RecapCard {
    title: String,
    body: String,
}

impl RecapCard {
    fn build(fixture: &Fixture, headline: Option<String>) -> Self {
        let raw_title = headline
            .filter(|h| !h.trim().is_empty())
            .unwrap_or_else(|| format!("{} vs {}", fixture.home, fixture.away));
        let title = raw_title.chars().take(120).collect::<String>();
        let body = format!("Final score {}-{}", fixture.score.0, fixture.score.1);
        RecapCard { title, body }
    }

    fn render(&self) -> String {
        format!(
            "<article class=\"recap\"><h2>{}</h2><p>{}</p></article>",
            self.title, self.body
        )
    }
}

pub struct FixtureService {
    fixtures: HashMap<u32, Fixture>,
}

async fn recap(
    State(svc): State<Arc<FixtureService>>,
    Path(id): Path<u32>,
    Query(p): Query<RecapParams>,
) -> Html<String> {
    match svc.fixtures.get(&id) {
        Some(fixture) => Html(RecapCard::build(fixture, p.headline).render()),
        None => Html("<p>Fixture not found</p>".to_string()),
    }
}

pub fn router(fixtures: HashMap<u32, Fixture>) -> Router {
    Router::new()
        .route("/fixtures/:id/recap", get(recap))
        .with_state(Arc::new(FixtureService { fixtures }))
}
