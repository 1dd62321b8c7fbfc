// A yoga class page program of the h62 set (cwe-079-xss).
// Public class pages for the yoga studio; returning students get a greeting
// taken from the link in their weekly schedule email.
#[macro_use]
extern crate rocket;

use rocket::response::content::RawHtml;
use rocket::State;
use std::collections::HashMap;

struct ClassInfo {
    title: &'static str,
    teacher: &'static str,
    starts: &'static str,
}

struct Schedule {
    classes: HashMap<&'static str, ClassInfo>,
}

fn greeting(visitor: Option<&str>) -> String {
    visitor
        .map(str::trim)
        .filter(|v| !v.is_empty() && v.len() <= 60)
        .map(|v| format!("<p class=\"welcome\">Welcome back, {}!</p>", html_escape::encode_text(v)))
        .unwrap_or_default()
}

fn page(info: &ClassInfo, extra: String) -> RawHtml<String> {
    RawHtml(format!(
        "<!doctype html><html><head><title>{title}</title></head><body>\
         <h1>{title}</h1><p>with {teacher}, {starts}</p>{extra}\
         <a href=\"/book\">Reserve a mat</a></body></html>",
        title = info.title,
        teacher = info.teacher,
        starts = info.starts,
        extra = extra
    ))
}

#[get("/classes/<slug>?<visitor>")]
fn class_page(slug: &str, visitor: Option<&str>, schedule: &State<Schedule>) -> Option<RawHtml<String>> {
    schedule
        .classes
        .get(slug)
        .map(|info| page(info, greeting(visitor)))
}

#[launch]
fn rocket() -> _ {
    let classes = HashMap::from([
        (
            "sunrise-vinyasa",
            ClassInfo { title: "Sunrise Vinyasa", teacher: "Maya", starts: "Mon 06:30" },
        ),
        (
            "yin-restore",
            ClassInfo { title: "Yin &amp; Restore", teacher: "Tomas", starts: "Wed 19:00" },
        ),
        (
            "hatha-basics",
            ClassInfo { title: "Hatha Basics", teacher: "Priya", starts: "Sat 10:00" },
        ),
    ]);
    rocket::build()
        .manage(Schedule { classes })
        .mount("/", routes![class_page])
}
