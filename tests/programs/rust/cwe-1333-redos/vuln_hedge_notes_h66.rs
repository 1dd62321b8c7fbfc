// A hedge notes program of the h66 set (cwe-1333-redos).
// Quickthorn hedge layers: search box over the laying notes of past jobs
// ("Midland bullock style, hazel stakes, double binding", ...).
//   /notes?pattern=hazel&parish=Brailes
use fancy_regex::RegexBuilder;
use serde::Deserialize;
use tide::http::mime;
use tide::{Request, Response, StatusCode};

#[derive(Deserialize)]
struct NoteSearch {
    pattern: String,
    parish: Option<String>,
}

struct Note {
    job: u32,
    parish: &'static str,
    text: &'static str,
}

static NOTES: &[Note] = &[
    Note { job: 2211, parish: "Brailes", text: "Midland bullock style, hazel stakes, double binding with hazel binders" },
    Note { job: 2214, parish: "Whichford", text: "South of England style, stakes every 18 inches, blackthorn heavy" },
    Note { job: 2230, parish: "Brailes", text: "Welsh double brush, coppiced ash stools cut back hard" },
    Note { job: 2242, parish: "Long Compton", text: "Derbyshire style, no binders, elder removed" },
];

fn plain(code: StatusCode, body: String) -> Response {
    Response::builder(code).content_type(mime::PLAIN).body(body).build()
}

async fn search_notes(req: Request<()>) -> tide::Result {
    let q: NoteSearch = req.query()?;
    if q.pattern.is_empty() || q.pattern.len() > 200 {
        return Ok(plain(StatusCode::BadRequest, "pattern must be 1-200 characters".into()));
    }

    // long notes from the 2014 season tripped the default limit
    let re = match RegexBuilder::new(&q.pattern).backtrack_limit(50_000_000).build() {
        Ok(r) => r,
        Err(_) => return Ok(plain(StatusCode::BadRequest, "pattern not understood".into())),
    };

    let mut out = String::new();
    for n in NOTES.iter() {
        if let Some(p) = &q.parish {
            if !n.parish.eq_ignore_ascii_case(p) {
                continue;
            }
        }
        match re.is_match(n.text) {
            Ok(true) => out.push_str(&format!("job {} ({}): {}\n", n.job, n.parish, n.text)),
            Ok(false) => {}
            Err(_) => return Ok(plain(StatusCode::BadRequest, "pattern too expensive".into())),
        }
    }
    if out.is_empty() {
        out.push_str("no matching notes\n");
    }
    Ok(plain(StatusCode::Ok, out))
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/notes").get(search_notes);
    app.listen("127.0.0.1:8072").await?;
    Ok(())
}
