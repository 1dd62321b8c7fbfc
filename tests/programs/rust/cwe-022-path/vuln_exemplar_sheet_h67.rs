// A exemplar sheet program of the h67 set (cwe-022-path).
// calligraphers: serve printable exemplar sheets for each lettering hand taught in class
#[macro_use]
extern crate rocket;

use std::path::{Path, PathBuf};

use once_cell::sync::Lazy;
use regex::Regex;
use rocket::{fs::NamedFile, http::ContentType, State};

static SHEET_NAME: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[a-z0-9_-]+").unwrap());

#[derive(Debug, Clone, Copy, FromFormField)]
enum Hand {
    Copperplate,
    Uncial,
    Italic,
    Blackletter,
    Foundational,
}

impl Hand {
    fn folder(self) -> &'static str {
        match self {
            Hand::Copperplate => "copperplate",
            Hand::Uncial => "uncial",
            Hand::Italic => "italic",
            Hand::Blackletter => "blackletter",
            Hand::Foundational => "foundational",
        }
    }
}

#[derive(Debug, FromForm)]
struct ExemplarRequest<'r> {
    hand: Hand,
    #[field(validate = len(1..=64))]
    #[field(validate = with(|s: &&str| SHEET_NAME.is_match(s), "sheet names are lowercase words"))]
    sheet: &'r str,
    #[field(default = false)]
    download: bool,
}

struct ExemplarLibrary {
    root: PathBuf,
}

impl ExemplarLibrary {
    fn resolve(&self, hand: Hand, sheet: &str) -> PathBuf {
        self.root.join(hand.folder()).join(sheet)
    }
}

fn content_type_for(path: &Path) -> ContentType {
    match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => ContentType::SVG,
        Some("pdf") => ContentType::PDF,
        Some("png") => ContentType::PNG,
        _ => ContentType::Binary,
    }
}

#[get("/exemplars?<req..>")]
async fn exemplar(
    req: ExemplarRequest<'_>,
    library: &State<ExemplarLibrary>,
) -> Option<(ContentType, NamedFile)> {
    let path = library.resolve(req.hand, req.sheet);
    let kind = if req.download {
        ContentType::Binary
    } else {
        content_type_for(&path)
    };
    let file = NamedFile::open(&path).await.ok()?;
    Some((kind, file))
}

#[get("/exemplars/hands")]
fn hands() -> &'static str {
    "copperplate\nuncial\nitalic\nblackletter\nfoundational\n"
}

#[launch]
fn rocket() -> _ {
    let root = std::env::var("EXEMPLAR_ROOT").unwrap_or_else(|_| "/srv/scriptorium/exemplars".into());
    rocket::build()
        .manage(ExemplarLibrary { root: PathBuf::from(root) })
        .mount("/", routes![exemplar, hands])
}
