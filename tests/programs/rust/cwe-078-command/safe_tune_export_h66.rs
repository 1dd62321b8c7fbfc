// A tune export program of the h66 set (cwe-078-command).
// MacRimmon bagpipe makers: customers get an MP3 of the test recording made
// when their chanter was reeded and tuned. The shop tags the file with the tune
// the customer asked to hear.
use serde::Deserialize;
use std::process::Command;
use tide::{Request, Response, StatusCode};

const RECORDING_DIR: &str = "/srv/macrimmon/recordings";
const EXPORT_DIR: &str = "/srv/macrimmon/exports";

#[derive(Deserialize)]
struct ExportQuery {
    op: Option<String>,
    order: String,
    tune: Option<String>,
}

fn order_ok(order: &str) -> bool {
    !order.is_empty() && order.len() <= 10 && order.chars().all(|c| c.is_ascii_digit())
}

// Wrap a value in single quotes for the shell; embedded quotes become '\''
fn shell_quote(s: &str) -> String {
    let mut out = String::from("'");
    out.push_str(&s.replace('\'', "'\\''"));
    out.push('\'');
    out
}

fn reply(code: StatusCode, text: &str) -> tide::Result {
    Ok(Response::builder(code).body(text.to_string()).build())
}

async fn recordings(req: Request<()>) -> tide::Result {
    let q: ExportQuery = req.query()?;
    if !order_ok(&q.order) {
        return reply(StatusCode::BadRequest, "bad order number");
    }
    let op = q.op.unwrap_or_else(|| "convert".to_string());
    let tune = q.tune.unwrap_or_else(|| "Test recording".to_string());

    match op.as_str() {
        "convert" => {
            let mut cmd = String::new();
            cmd.push_str("ffmpeg -y -loglevel error -i ");
            cmd.push_str(&format!("{}/{}.wav", RECORDING_DIR, q.order));
            cmd.push_str(" -metadata title=");
            cmd.push_str(&shell_quote(&tune));
            cmd.push_str(" -metadata artist='MacRimmon Pipes'");
            cmd.push_str(&format!(" {}/{}.mp3", EXPORT_DIR, q.order));

            let status = Command::new("sh").arg("-c").arg(&cmd).status()?;
            if status.success() {
                reply(StatusCode::Ok, "recording exported")
            } else {
                reply(StatusCode::InternalServerError, "export failed")
            }
        }
        "size" => match std::fs::metadata(format!("{}/{}.mp3", EXPORT_DIR, q.order)) {
            Ok(m) => reply(StatusCode::Ok, &format!("{} bytes", m.len())),
            Err(_) => reply(StatusCode::NotFound, "not exported yet"),
        },
        _ => reply(StatusCode::BadRequest, "unknown op"),
    }
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/recordings").get(recordings);
    app.listen("127.0.0.1:8070").await?;
    Ok(())
}
