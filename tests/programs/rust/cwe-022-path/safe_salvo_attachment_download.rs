// Streams files attached to support tickets back to helpdesk agents through a salvo handler.
use salvo::http::StatusCode;
use salvo::prelude::*;
use std::path::{Component, Path, PathBuf};

const ATTACHMENT_ROOT: &str = "/srv/helpdesk/attachments";

struct AttachmentRequest {
    ticket_id: u64,
    file_name: String,
}

fn is_plain_file_name(name: &str) -> bool {
    let mut parts = Path::new(name).components();
    matches!((parts.next(), parts.next()), (Some(Component::Normal(_)), None))
}

fn parse_request(req: &Request) -> Option<AttachmentRequest> {
    let ticket_id = req.param::<String>("ticket")?.parse::<u64>().ok()?;
    let file_name = req.query::<String>("name")?;
    if !is_plain_file_name(&file_name) {
        return None;
    }
    Some(AttachmentRequest { ticket_id, file_name })
}

fn attachment_path(ar: &AttachmentRequest) -> PathBuf {
    PathBuf::from(ATTACHMENT_ROOT)
        .join(ar.ticket_id.to_string())
        .join(&ar.file_name)
}

#[handler]
pub async fn download_attachment(req: &mut Request, res: &mut Response) {
    let Some(ar) = parse_request(req) else {
        res.status_code(StatusCode::BAD_REQUEST);
        return;
    };
    let path = attachment_path(&ar);
    match tokio::fs::read(&path).await {
        Ok(bytes) => {
            res.add_header("content-type", "application/octet-stream", true).ok();
            res.write_body(bytes).ok();
        }
        Err(_) => {
            res.status_code(StatusCode::NOT_FOUND);
        }
    }
}

pub fn router() -> Router {
    Router::with_path("tickets/{ticket}/attachment").get(download_attachment)
}
