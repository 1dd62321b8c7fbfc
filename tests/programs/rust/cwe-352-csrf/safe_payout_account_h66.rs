// A payout account program of the h66 set (cwe-352-csrf).
// Rush & Cane chair caning co-op: members change the bank account their
// commission for finished chairs is paid into. The account page carries a
// hidden form_token that was issued together with the member's session.
#[macro_use]
extern crate rouille;

use rouille::{Request, Response};
use rusqlite::{params, Connection, OptionalExtension};

const DB_PATH: &str = "/var/lib/rushcane/coop.db";

struct Session {
    member_id: i64,
    form_token: String,
}

fn cookie_value(request: &Request, name: &str) -> Option<String> {
    rouille::input::cookies(request)
        .find(|&(n, _)| n == name)
        .map(|(_, v)| v.to_string())
}

fn same_token(a: &str, b: &str) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut diff = 0u8;
    for (x, y) in a.bytes().zip(b.bytes()) {
        diff |= x ^ y;
    }
    diff == 0
}

fn session_for(conn: &Connection, sid: &str) -> Option<Session> {
    conn.query_row(
        "SELECT member_id, form_token FROM sessions WHERE sid = ?1 AND expires_at > strftime('%s','now')",
        params![sid],
        |r| Ok(Session { member_id: r.get(0)?, form_token: r.get(1)? }),
    )
    .optional()
    .ok()
    .flatten()
}

fn digits(s: &str, n: usize) -> bool {
    s.len() == n && s.chars().all(|c| c.is_ascii_digit())
}

fn change_payout(request: &Request) -> Response {
    let conn = match Connection::open(DB_PATH) {
        Ok(c) => c,
        Err(_) => return Response::text("co-op records unavailable").with_status_code(503),
    };
    let sid = match cookie_value(request, "rc_session") {
        Some(s) => s,
        None => return Response::redirect_303("/login"),
    };
    let session = match session_for(&conn, &sid) {
        Some(s) => s,
        None => return Response::redirect_303("/login"),
    };

    let form = try_or_400!(post_input!(request, {
        sort_code: String,
        account_no: String,
        form_token: Option<String>
    }));

    let token_matches = match form.form_token.as_ref() {
        Some(t) => !session.form_token.is_empty() && same_token(t, &session.form_token),
        None => false,
    };
    if !token_matches {
        return Response::text("form expired, please reload the page").with_status_code(403);
    }

    let sort_code = form.sort_code.replace('-', "");
    if !digits(&sort_code, 6) || !digits(&form.account_no, 8) {
        return Response::text("sort code is 6 digits, account number 8 digits").with_status_code(400);
    }
    match conn.execute(
        "UPDATE members SET payout_sort_code = ?1, payout_account = ?2 WHERE id = ?3",
        params![sort_code, form.account_no, session.member_id],
    ) {
        Ok(_) => Response::redirect_303("/account?saved=1"),
        Err(_) => Response::text("could not save the account").with_status_code(500),
    }
}

fn main() {
    rouille::start_server("127.0.0.1:8058", move |request| {
        router!(request,
            (POST) (/account/payout) => { change_payout(request) },
            _ => Response::empty_404()
        )
    });
}
