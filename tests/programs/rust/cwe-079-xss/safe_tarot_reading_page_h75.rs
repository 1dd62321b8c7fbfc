// A tarot reader single-card reading page program of the h75 set (cwe-079-xss).
use axum::{
    extract::Query,
    http::StatusCode,
    response::{Html, IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;

const DECKS: &[(&str, &[&str])] = &[
    ("rider", &["The Fool", "The Magician", "The High Priestess", "The Empress", "The Star", "The Moon"]),
    ("thoth", &["The Aeon", "Lust", "Art", "The Universe", "Adjustment", "Fortune"]),
];
const MAX_QUESTION_CHARS: usize = 300;

#[derive(Deserialize)]
struct ReadingQuery {
    querent: Option<String>,
    question: Option<String>,
    deck: Option<String>,
}

#[derive(Debug)]
enum ReadingError {
    MissingQuestion,
    QuestionTooLong(usize),
    UnknownDeck,
}

impl IntoResponse for ReadingError {
    fn into_response(self) -> Response {
        let message = match self {
            ReadingError::MissingQuestion => "Please ask the cards a question.".to_string(),
            ReadingError::QuestionTooLong(n) => {
                format!("Questions are limited to {MAX_QUESTION_CHARS} characters (got {n}).")
            }
            ReadingError::UnknownDeck => "That deck is not on the reading table.".to_string(),
        };
        (StatusCode::UNPROCESSABLE_ENTITY, message).into_response()
    }
}

fn draw_card<'a>(cards: &[&'a str], question: &str) -> &'a str {
    let day = chrono::Utc::now().timestamp() / 86_400;
    let seed = question
        .bytes()
        .fold(day as u64, |acc, b| acc.wrapping_mul(31).wrapping_add(u64::from(b)));
    cards[(seed % cards.len() as u64) as usize]
}

async fn reading(Query(q): Query<ReadingQuery>) -> Result<Html<String>, ReadingError> {
    let question = q
        .question
        .filter(|s| !s.trim().is_empty())
        .ok_or(ReadingError::MissingQuestion)?;
    let length = question.chars().count();
    if length > MAX_QUESTION_CHARS {
        return Err(ReadingError::QuestionTooLong(length));
    }

    let deck_name = q.deck.unwrap_or_else(|| "rider".to_string());
    let cards = DECKS
        .iter()
        .find(|(name, _)| *name == deck_name)
        .map(|(_, cards)| *cards)
        .ok_or(ReadingError::UnknownDeck)?;
    let card = draw_card(cards, &question);

    let querent = q.querent.unwrap_or_else(|| "seeker".to_string());
    let question_html = html_escape::encode_text(&question);
    let querent_html = html_escape::encode_text(&querent);

    let page = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Your reading</title></head>\
         <body><h1>A reading for {querent_html}</h1>\
         <p class=\"question\">You asked: {question_html}</p>\
         <p class=\"card\">The cards answer with <strong>{card}</strong>.</p>\
         <a href=\"/\">Ask another question</a></body></html>"
    );
    Ok(Html(page))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let app = Router::new().route("/reading", get(reading));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
