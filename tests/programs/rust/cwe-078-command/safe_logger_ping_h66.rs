// A logger ping program of the h66 set (cwe-078-command).
// Deepwater well diggers: field office page for checking that a borehole
// data logger is reachable before a crew drives out to read it.
#[macro_use]
extern crate rouille;

use rouille::{Request, Response};
use std::process::Command;

const PING_COUNT: u32 = 3;

static KNOWN_LOGGERS: &[(&str, &str)] = &[
    ("Marsh Farm BH2", "bh-0412.loggers.deepwater.lan"),
    ("Church Lane BH1", "bh-0388.loggers.deepwater.lan"),
    ("Oakley Dairy BH3", "10.40.2.17"),
];

// Logger addresses look like "bh-0412.loggers.deepwater.lan" or an IPv4 address.
fn looks_like_host(h: &str) -> bool {
    match h.chars().next() {
        Some(c) if c.is_ascii_alphanumeric() && h.len() < 128 => {}
        _ => return false,
    }
    h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

fn list_loggers() -> Response {
    let mut body = String::new();
    for (site, host) in KNOWN_LOGGERS.iter() {
        body.push_str(site);
        body.push_str("\t");
        body.push_str(host);
        body.push_str("\n");
    }
    Response::text(body)
}

fn check_logger(request: &Request) -> Response {
    let host = match request.get_param("host") {
        Some(h) => h,
        None => return Response::text("host is required").with_status_code(400),
    };
    if !looks_like_host(&host) {
        return Response::text("that does not look like a logger address").with_status_code(400);
    }

    let line = format!("ping -c {} -W 2 {}", PING_COUNT, host);
    let output = Command::new("/bin/sh").arg("-c").arg(&line).output();

    match output {
        Ok(out) => {
            let mut report = String::new();
            if out.status.success() {
                report.push_str("logger answered\n\n");
            } else {
                report.push_str("logger did not answer\n\n");
            }
            report.push_str(&String::from_utf8_lossy(&out.stdout));
            Response::text(report)
        }
        Err(e) => Response::text(format!("could not run ping: {}", e)).with_status_code(500),
    }
}

fn main() {
    println!("logger check on 127.0.0.1:8060");
    rouille::start_server("127.0.0.1:8060", move |request| {
        router!(request,
            (GET) (/loggers) => { list_loggers() },
            (GET) (/loggers/ping) => { check_logger(request) },
            _ => Response::empty_404()
        )
    });
}
