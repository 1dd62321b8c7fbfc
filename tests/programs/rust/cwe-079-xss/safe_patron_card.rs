// Renders a library patron's account card (name, loans, reading note) as HTML with maud for the circulation desk.
use axum::extract::{Path, Query, State};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct CardParams {
    #[serde(default)]
    highlight: String,
}

pub struct Patron {
    pub name: String,
    pub card_no: String,
    pub reading_note: String,
    pub loans: Vec<String>,
}

async fn load_patron(pool: &PgPool, id: i64) -> Option<Patron> {
    let row: (String, String, String) =
        sqlx::query_as("SELECT full_name, card_no, reading_note FROM patrons WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await
            .ok()??;
    let loans: Vec<(String,)> = sqlx::query_as("SELECT title FROM loans WHERE patron_id = $1")
        .bind(id)
        .fetch_all(pool)
        .await
        .unwrap_or_default();
    let loans = loans.into_iter().map(|l| l.0).collect();
    Some(Patron { name: row.0, card_no: row.1, reading_note: row.2, loans })
}

fn note_block(note: &str, highlight: &str) -> String {
    let escaped = html_escape::encode_text(note).to_string();
    if highlight.is_empty() {
        return format!("<blockquote class=\"note\">{}</blockquote>", escaped);
    }
    let needle = html_escape::encode_text(highlight).to_string();
    let marked = escaped.replace(&needle, &format!("<mark>{}</mark>", needle));
    format!(
        "<p class=\"hl\">Matches for \u{201c}{}\u{201d}</p><blockquote class=\"note\">{}</blockquote>",
        needle, marked
    )
}

pub async fn patron_card(
    State(pool): State<PgPool>,
    Path(id): Path<i64>,
    Query(params): Query<CardParams>,
) -> Markup {
    let Some(p) = load_patron(&pool, id).await else {
        return html! { p { "No such patron." } };
    };
    html! {
        (DOCTYPE)
        section.card {
            h2 { (p.name) " " small { "#" (p.card_no) } }
            ul.loans { @for title in &p.loans { li { (title) } } }
            (PreEscaped(note_block(&p.reading_note, &params.highlight)))
        }
    }
}
