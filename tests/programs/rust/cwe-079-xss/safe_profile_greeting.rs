// Renders a small welcome banner for the dashboard using the visitor's display name.
use axum::{extract::Query, response::Html, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct BannerQuery {
    name: Option<String>,
    theme: Option<String>,
}

struct Banner {
    title: String,
    theme: &'static str,
}

impl Banner {
    fn from_query(q: &BannerQuery) -> Self {
        let theme = match q.theme.as_deref() {
            Some("dark") => "dark",
            Some("contrast") => "contrast",
            _ => "light",
        };
        let raw = q.name.clone().unwrap_or_else(|| "guest".to_string());
        let who = html_escape::encode_text(&raw).into_owned();
        Banner {
            title: format!("Welcome back, {}!", who),
            theme,
        }
    }

    fn render(&self) -> String {
        format!(
            "<div class=\"banner banner-{}\"><h2>{}</h2></div>",
            self.theme, self.title
        )
    }
}

async fn banner(Query(q): Query<BannerQuery>) -> Html<String> {
    let banner = Banner::from_query(&q);
    Html(banner.render())
}

pub fn routes() -> Router {
    Router::new().route("/widgets/banner", get(banner))
}
