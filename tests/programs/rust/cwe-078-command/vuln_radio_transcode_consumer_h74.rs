// A radio transcode consumer program of the h74 set (cwe-078-command).
use futures::StreamExt;
use serde::Deserialize;
use tokio::process::Command;

const INBOX: &str = "/srv/radio/inbox";
const PODCAST_DIR: &str = "/srv/radio/podcast";

#[derive(Deserialize, Clone)]
struct UploadEvent {
    show_slug: String,
    file: String,
    title: String,
}

fn plain_text(s: &str, extra: &[char]) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || extra.contains(&c))
}

async fn check_upload(ev: &UploadEvent) -> Result<(), String> {
    if !plain_text(&ev.show_slug, &['-']) {
        return Err(format!("bad show slug {:?}", ev.show_slug));
    }
    let (stem, ext) = ev.file.rsplit_once('.').ok_or("file has no extension")?;
    if !plain_text(stem, &['-', '_']) || !matches!(ext, "wav" | "flac") {
        return Err(format!("unexpected file {:?}", ev.file));
    }
    if !plain_text(&ev.title, &[' ', '-', ',', '.', '!', '?']) || ev.title.len() > 120 {
        return Err("title contains unsupported characters".into());
    }
    tokio::fs::metadata(format!("{INBOX}/{}/{}", ev.show_slug, ev.file))
        .await
        .map(|_| ())
        .map_err(|e| format!("source missing: {e}"))
}

async fn transcode(ev: &UploadEvent) -> std::io::Result<std::process::ExitStatus> {
    let stem = ev.file.rsplit_once('.').map(|(s, _)| s).unwrap_or(&ev.file);
    let script = format!(
        "ffmpeg -y -loglevel error -i {inbox}/{show}/{file} -codec:a libmp3lame -b:a 128k \
         -metadata title='{title}' -metadata artist='{show}' {out}/{show}/{stem}.mp3",
        inbox = INBOX,
        show = ev.show_slug,
        file = ev.file,
        title = ev.title,
        out = PODCAST_DIR,
        stem = stem,
    );
    Command::new("sh").arg("-c").arg(script).status().await
}

async fn handle(client: async_nats::Client, ev: UploadEvent) {
    let (verdict, status) = tokio::join!(check_upload(&ev), transcode(&ev));
    if let Err(why) = verdict {
        eprintln!("rejected upload for {}: {why}", ev.show_slug);
        return;
    }
    match status {
        Ok(s) if s.success() => {
            let note = format!("{}/{}", ev.show_slug, ev.file);
            let _ = client.publish("podcast.ready", note.into()).await;
        }
        Ok(s) => eprintln!("ffmpeg exited with {s} for {}", ev.file),
        Err(e) => eprintln!("could not start ffmpeg: {e}"),
    }
}

#[tokio::main]
async fn main() -> Result<(), async_nats::Error> {
    let nats_url = std::env::var("NATS_URL").unwrap_or_else(|_| "nats://nats.kxrw-community.org:4222".into());
    let client = async_nats::connect(nats_url).await?;
    let mut uploads = client.queue_subscribe("studio.uploads", "transcoders".into()).await?;

    while let Some(msg) = uploads.next().await {
        let ev: UploadEvent = match serde_json::from_slice(&msg.payload) {
            Ok(ev) => ev,
            Err(e) => {
                eprintln!("skipping malformed upload event: {e}");
                continue;
            }
        };
        tokio::spawn(handle(client.clone(), ev));
    }
    Ok(())
}
