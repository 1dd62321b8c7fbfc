// A show search program of the h66 set (cwe-079-xss).
// Lantern Lane puppet theatre: public listing of upcoming shows with a search box.
#[macro_use]
extern crate rouille;

use rouille::{Request, Response};

struct Show {
    title: &'static str,
    company: &'static str,
    date: &'static str,
}

static SHOWS: &[Show] = &[
    Show { title: "The Owl and the Pussycat", company: "Lantern Lane Players", date: "Sat 3 May, 11:00" },
    Show { title: "Punch & Judy by the Sea", company: "Professor Tolly", date: "Sun 4 May, 14:00" },
    Show { title: "The Shadow Fox", company: "Paper Moon Shadow Theatre", date: "Fri 9 May, 18:30" },
    Show { title: "Marionettes of Prague", company: "Divadlo Loutek", date: "Sat 17 May, 15:00" },
];

fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

fn show_search(request: &Request) -> Response {
    let q = request.get_param("q").unwrap_or_default();
    let needle = q.to_lowercase();

    let mut page = String::from("<html><head><title>What's on</title></head><body>");
    page.push_str("<h1>Upcoming shows</h1>");
    page.push_str("<form action=\"/shows\"><input name=\"q\" value=\"");
    page.push_str(&html_escape(&q));
    page.push_str("\"><button>Search</button></form><ul>");

    let mut found = 0;
    for s in SHOWS.iter() {
        if needle.is_empty()
            || s.title.to_lowercase().contains(&needle)
            || s.company.to_lowercase().contains(&needle)
        {
            page.push_str("<li><b>");
            page.push_str(&html_escape(s.title));
            page.push_str("</b> &mdash; ");
            page.push_str(&html_escape(s.company));
            page.push_str(", ");
            page.push_str(s.date);
            page.push_str("</li>");
            found += 1;
        }
    }
    page.push_str("</ul>");

    if found == 0 {
        page.push_str("<p>No shows matching <b>");
        page.push_str(&q);
        page.push_str("</b> this season. Try the name of a puppet company.</p>");
    }
    page.push_str("</body></html>");
    Response::html(page)
}

fn main() {
    println!("listings on 127.0.0.1:8030");
    rouille::start_server("127.0.0.1:8030", move |request| {
        router!(request,
            (GET) (/) => { Response::redirect_302("/shows") },
            (GET) (/shows) => { show_search(request) },
            _ => Response::empty_404()
        )
    });
}
