// A card of the page rendered by the crate's own `render` method, which escapes nothing.
use axum::extract::Query;
use axum::response::Html;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct Params {
    title: String,
}

struct Card {
    title: String,
}

impl Card {
    fn render(&self) -> String {
        format!("<h2>{}</h2>", self.title)
    }
}

pub async fn card(Query(p): Query<Params>) -> Html<String> {
    Html(Card { title: p.title }.render())
}
