// A appraisal certificates program of the h68 set (cwe-328-hash).
// luthiers: registers instrument appraisal certificates so buyers can check a PDF against its published fingerprint
use std::path::PathBuf;

use rocket::data::{Data, ToByteUnit};
use rocket::http::Status;
use rocket::serde::{json::Json, Serialize};
use rocket::{get, launch, post, routes, State};
use sha2::{Digest, Sha256};

struct Registry {
    dir: PathBuf,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct Registered {
    instrument: String,
    fingerprint: String,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct Verification {
    fingerprint: String,
    genuine: bool,
    instrument: Option<String>,
}

type CertificateDigest = Sha256;

fn fingerprint<D: Digest>(bytes: &[u8]) -> String {
    D::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn well_formed(fp: &str) -> bool {
    fp.len() == 2 * <CertificateDigest as Digest>::output_size()
        && fp.bytes().all(|b| b.is_ascii_hexdigit())
}

#[post("/certificates/<instrument>", data = "<pdf>")]
async fn register(
    registry: &State<Registry>,
    instrument: &str,
    pdf: Data<'_>,
) -> Result<Json<Registered>, Status> {
    let bytes = pdf
        .open(8.mebibytes())
        .into_bytes()
        .await
        .map_err(|_| Status::BadRequest)?;
    if !bytes.is_complete() || !bytes.starts_with(b"%PDF-") {
        return Err(Status::UnprocessableEntity);
    }

    let fp = fingerprint::<CertificateDigest>(&bytes);
    let record = registry.dir.join(&fp);
    tokio::fs::write(&record, instrument)
        .await
        .map_err(|_| Status::InternalServerError)?;

    Ok(Json(Registered {
        instrument: instrument.to_owned(),
        fingerprint: fp,
    }))
}

#[get("/certificates/verify/<fp>")]
async fn verify(registry: &State<Registry>, fp: &str) -> Result<Json<Verification>, Status> {
    if !well_formed(fp) {
        return Err(Status::BadRequest);
    }
    let fp = fp.to_ascii_lowercase();
    let instrument = tokio::fs::read_to_string(registry.dir.join(&fp)).await.ok();

    Ok(Json(Verification {
        genuine: instrument.is_some(),
        instrument,
        fingerprint: fp,
    }))
}

#[launch]
fn rocket() -> _ {
    let dir = std::env::var("CERT_REGISTRY")
        .map_or_else(|_| PathBuf::from("/srv/appraisals/registry"), PathBuf::from);
    rocket::build()
        .manage(Registry { dir })
        .mount("/", routes![register, verify])
}
