// A reindeer collar tracks program of the h65 set (cwe-078-command).
// Invoked by the herders' field tablets (through the mobile backend) whenever a
// GPS collar dump is uploaded. Converts the track to GPX with gpsbabel so the
// grazing map can show where the herd moved.
use base64::{engine::general_purpose::STANDARD, Engine as _};
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use serde::{Deserialize, Serialize};
use std::process::Command;

const KNOWN_FORMATS: [&str; 4] = ["garmin_fit", "nmea", "kml", "unicsv"];

#[derive(Deserialize)]
struct CollarUpload {
    herd_id: u32,
    collar_serial: String,
    source_format: String,
    track_base64: String,
}

#[derive(Serialize)]
struct ConversionResult {
    herd_id: u32,
    collar_serial: String,
    bytes_in: usize,
    gpx: String,
}

async fn convert(event: LambdaEvent<CollarUpload>) -> Result<ConversionResult, Error> {
    let (upload, context) = event.into_parts();
    if !KNOWN_FORMATS.iter().any(|f| upload.source_format.starts_with(f)) {
        return Err(format!("unsupported collar format {}", upload.source_format).into());
    }

    let raw = STANDARD.decode(upload.track_base64.as_bytes())?;
    let input = std::env::temp_dir().join(format!("herd-{}-{}.track", upload.herd_id, context.request_id));
    let output = input.with_extension("gpx");
    std::fs::write(&input, &raw)?;

    let script = format!(
        "gpsbabel -i {} -f {} -o gpx -F {}",
        upload.source_format,
        input.display(),
        output.display()
    );
    let result = Command::new("sh").arg("-c").arg(&script).output()?;
    let _ = std::fs::remove_file(&input);
    if !result.status.success() {
        return Err(String::from_utf8_lossy(&result.stderr).into_owned().into());
    }

    let gpx = std::fs::read_to_string(&output)?;
    let _ = std::fs::remove_file(&output);
    Ok(ConversionResult {
        herd_id: upload.herd_id,
        collar_serial: upload.collar_serial,
        bytes_in: raw.len(),
        gpx,
    })
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    run(service_fn(convert)).await
}
