// A pattern gallery program of the h72 set (cwe-079-xss).
use std::fmt;
use std::sync::Arc;

use html_escape::encode_text;
use serde::Deserialize;
use warp::Filter;

/// HTML that is ready to be written into the page as-is.
struct Markup(String);

impl Markup {
    fn escaped(text: &str) -> Self {
        Markup(encode_text(text).into_owned())
    }
}

impl From<&str> for Markup {
    fn from(fragment: &str) -> Self {
        Markup(fragment.to_owned())
    }
}

impl fmt::Display for Markup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

trait Listing {
    fn title(&self) -> &str;
    fn subtitle(&self) -> String;
    fn matches(&self, needle: &str) -> bool {
        self.title().to_lowercase().contains(&needle.to_lowercase())
    }
}

struct Pattern {
    name: String,
    designer: String,
    difficulty: u8,
}

struct YarnSwap {
    fibre: String,
    weight: String,
    skeins: u32,
}

impl Listing for Pattern {
    fn title(&self) -> &str {
        &self.name
    }
    fn subtitle(&self) -> String {
        format!("by {} · difficulty {}/5", self.designer, self.difficulty)
    }
}

impl Listing for YarnSwap {
    fn title(&self) -> &str {
        &self.fibre
    }
    fn subtitle(&self) -> String {
        format!("{} weight · {} skeins", self.weight, self.skeins)
    }
}

fn card<T: Listing + ?Sized>(item: &T) -> Markup {
    Markup(format!(
        "<li class=\"card\"><h3>{}</h3><p>{}</p></li>",
        Markup::escaped(item.title()),
        Markup::escaped(&item.subtitle())
    ))
}

struct Gallery {
    patterns: Vec<Pattern>,
    swaps: Vec<YarnSwap>,
}

#[derive(Deserialize)]
struct SearchParams {
    q: String,
    #[serde(default)]
    swaps: bool,
}

fn search_page(params: SearchParams, gallery: Arc<Gallery>) -> impl warp::Reply {
    let items: Vec<&dyn Listing> = if params.swaps {
        gallery.swaps.iter().map(|s| s as &dyn Listing).collect()
    } else {
        gallery.patterns.iter().map(|p| p as &dyn Listing).collect()
    };
    let cards: String = items
        .into_iter()
        .filter(|i| i.matches(&params.q))
        .map(|i| card(i).to_string())
        .collect();

    let heading = Markup::from(params.q.as_str());
    warp::reply::html(format!(
        "<html><body><h1>Results for “{heading}”</h1><ul class=\"gallery\">{cards}</ul></body></html>"
    ))
}

#[tokio::main]
async fn main() {
    let gallery = Arc::new(Gallery {
        patterns: vec![
            Pattern { name: "Harbour Cable Hat".into(), designer: "Maren O.".into(), difficulty: 3 },
            Pattern { name: "Sunday Sock Yoke".into(), designer: "Priya D.".into(), difficulty: 2 },
        ],
        swaps: vec![YarnSwap { fibre: "Merino DK".into(), weight: "DK".into(), skeins: 6 }],
    });
    let with_gallery = warp::any().map(move || gallery.clone());

    let route = warp::path("gallery")
        .and(warp::get())
        .and(warp::query::<SearchParams>())
        .and(with_gallery)
        .map(search_page);

    warp::serve(route).run(([0, 0, 0, 0], 8060)).await;
}
