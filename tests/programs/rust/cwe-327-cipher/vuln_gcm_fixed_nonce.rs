// Notes API that encrypts each submitted note body before saving it.
use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes256Gcm, Nonce};
use axum::{routing::post, Router};

fn cipher() -> Aes256Gcm {
    let key = hex::decode(std::env::var("NOTES_KEY").expect("NOTES_KEY")).expect("hex");
    Aes256Gcm::new_from_slice(&key).expect("32-byte key")
}

async fn save_note(body: String) -> String {
    let nonce = Nonce::from_slice(b"notes-nonce1");
    let ct = cipher().encrypt(nonce, body.as_bytes()).expect("encrypt");
    let mut blob = nonce.to_vec();
    blob.extend_from_slice(&ct);
    std::fs::write(format!("/var/notes/{}.bin", uuid::Uuid::new_v4()), &blob).ok();
    "stored".to_string()
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/notes", post(save_note));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
