// A feeding card program of the h73 set (cwe-079-xss).
use poem::{
    get, handler,
    listener::TcpListener,
    web::{Html, Path, Query},
    Route, Server,
};
use serde::Deserialize;
use std::fmt::Write as _;

#[derive(Deserialize)]
struct CardQuery {
    #[serde(default)]
    visitor: String,
    #[serde(default)]
    slot: Option<String>,
}

struct Animal {
    slug: &'static str,
    name: &'static str,
    food: &'static str,
    times: &'static [&'static str],
}

const ANIMALS: &[Animal] = &[
    Animal { slug: "pygmy-goats", name: "Pygmy goats", food: "pellets and hay", times: &["10:30", "14:00"] },
    Animal { slug: "alpacas", name: "Alpacas", food: "carrot sticks", times: &["11:00", "15:30"] },
    Animal { slug: "rabbits", name: "Rabbits", food: "leafy greens", times: &["09:45", "13:15", "16:00"] },
];

fn tidy_name(raw: &str) -> String {
    // collapse the double spaces people type on the tablet keyboard
    raw.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn escape_markup(s: &str) -> String {
    html_escape::encode_double_quoted_attribute(s).into_owned()
}

#[handler]
fn feeding_card(Path(slug): Path<String>, Query(q): Query<CardQuery>) -> Html<String> {
    let Some(animal) = ANIMALS.iter().find(|a| a.slug == slug.to_ascii_lowercase()) else {
        return Html("<p>Unknown animal</p>".to_string());
    };
    let visitor = tidy_name(&q.visitor);
    let shown = escape_markup(&visitor);

    let mut page = String::new();
    let _ = write!(page, "<html><head><title>{} feeding card</title></head><body>", animal.name);
    let _ = write!(page, "<h1>{} feeding card</h1>", animal.name);
    if !visitor.is_empty() {
        let _ = write!(page, "<p class=\"greeting\">Happy feeding, {}!</p>", shown);
    }
    let _ = write!(page, "<p>Today they get {}.</p><ul>", animal.food);
    for t in animal.times {
        let marker = if q.slot.as_deref() == Some(*t) { " (your slot)" } else { "" };
        let _ = write!(page, "<li>{t}{marker}</li>");
    }
    page.push_str("</ul>");
    let _ = write!(
        page,
        "<form method=\"get\"><input name=\"visitor\" value=\"{}\"><button>Update name</button></form>",
        shown
    );
    page.push_str("</body></html>");
    Html(page)
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let app = Route::new().at("/animals/:slug/card", get(feeding_card));
    Server::new(TcpListener::bind("0.0.0.0:3030")).run(app).await
}
