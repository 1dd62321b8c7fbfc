// A forage outing preview program of the h64 set (cwe-079-xss).
#[macro_use]
extern crate rocket;

use maud::{html, Markup, DOCTYPE};
use rocket::form::Form;
use std::collections::BTreeMap;

// Outing log submitted from the field form; the preview is shown before the
// log is filed with the society's records secretary.
#[derive(FromForm)]
struct OutingLog {
    leader: String,
    woodland: String,
    finds: Vec<Find>,
}

#[derive(FromForm)]
struct Find {
    species: String,
    grid_ref: String,
    count: u16,
    edible: bool,
    notes: String,
}

fn page(title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html {
            head { meta charset="utf-8"; title { (title) } link rel="stylesheet" href="/static/forage.css"; }
            body { (body) }
        }
    }
}

fn render_notes(notes: &str) -> Markup {
    // keep the line breaks the forager typed on their phone
    html! {
        p.notes {
            @for (i, line) in notes.trim().lines().enumerate() {
                @if i > 0 { br; }
                (line)
            }
        }
    }
}

#[post("/outings/preview", data = "<log>")]
fn preview(log: Form<OutingLog>) -> Markup {
    let mut by_species: BTreeMap<&str, Vec<&Find>> = BTreeMap::new();
    for f in &log.finds {
        by_species.entry(f.species.trim()).or_default().push(f);
    }
    let total: u32 = log.finds.iter().map(|f| u32::from(f.count)).sum();

    page(
        "Outing preview",
        html! {
            h1 { "Outing in " (log.woodland) }
            p { "Led by " (log.leader) " — " (total) " specimens, " (by_species.len()) " species" }
            @for (species, finds) in &by_species {
                section.species {
                    h2 { em { (species) } }
                    @for f in finds {
                        div.find {
                            span.grid { (f.grid_ref) } " × " (f.count)
                            @if f.edible { span.badge { "edible" } }
                            (render_notes(&f.notes))
                        }
                    }
                }
            }
        },
    )
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![preview])
}
