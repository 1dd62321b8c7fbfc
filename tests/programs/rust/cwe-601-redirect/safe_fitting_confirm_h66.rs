// A fitting confirm program of the h66 set (cwe-601-redirect).
// Hobnail clog makers: customers confirm a fitting appointment from the link in
// their reminder e-mail, then land on the page they were reading before.
#[macro_use]
extern crate rouille;

use rouille::{Request, Response};
use rusqlite::{params, Connection};

const DB_PATH: &str = "/var/lib/hobnail/fittings.db";
const DEFAULT_PAGE: &str = "/fittings/confirmed";

// only send people back to pages on this site
fn local_target(next: &str) -> bool {
    next.starts_with('/')
        && !next.starts_with("//")
        && !next.contains('\\')
        && !next.chars().any(|c| c.is_control())
}

fn reference_ok(r: &str) -> bool {
    r.len() == 8 && r.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

fn confirm_fitting(request: &Request) -> Response {
    let reference = request.get_param("ref").unwrap_or_default();
    if !reference_ok(&reference) {
        return Response::text("that fitting reference is not valid").with_status_code(400);
    }

    let conn = match Connection::open(DB_PATH) {
        Ok(c) => c,
        Err(_) => return Response::text("bookings are unavailable").with_status_code(503),
    };
    let updated = conn.execute(
        "UPDATE fittings SET confirmed = 1 WHERE reference = ?1 AND confirmed = 0",
        params![reference],
    );
    match updated {
        Ok(0) => return Response::text("no open fitting with that reference").with_status_code(404),
        Ok(_) => {}
        Err(_) => return Response::text("could not confirm the fitting").with_status_code(500),
    }

    let next = request.get_param("next").unwrap_or_else(|| DEFAULT_PAGE.to_string());
    if local_target(&next) {
        Response::redirect_303(next)
    } else {
        Response::redirect_303(DEFAULT_PAGE)
    }
}

fn confirmed_page() -> Response {
    Response::html("<html><body><h1>Thank you</h1><p>Your clog fitting is confirmed. \
        Please bring the socks you will wear with your clogs.</p></body></html>")
}

fn main() {
    println!("fittings on 127.0.0.1:8052");
    rouille::start_server("127.0.0.1:8052", move |request| {
        router!(request,
            (GET) (/fittings/confirm) => { confirm_fitting(request) },
            (GET) (/fittings/confirmed) => { confirmed_page() },
            _ => Response::empty_404()
        )
    });
}
