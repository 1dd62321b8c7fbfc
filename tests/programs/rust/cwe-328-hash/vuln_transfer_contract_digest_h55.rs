// Sports league registry route that records the integrity fingerprint of a signed player transfer contract.
#[macro_use]
extern crate rocket;

use rocket::{data::ToByteUnit, http::Status, serde::json::Json, Data, State};
use serde::Serialize;
use sha1::{Digest, Sha1};
use std::{collections::HashMap, sync::Mutex};

#[derive(Serialize)]
pub struct Registration {
    transfer_id: String,
    fingerprint: String,
}

pub struct ContractLedger {
    entries: Mutex<HashMap<String, String>>,
}

impl ContractLedger {
    fn fingerprint(bytes: &[u8]) -> String {
        let mut hasher = Sha1::new();
        hasher.update(bytes);
        hex::encode(hasher.finalize())
    }

    pub fn register(&self, transfer_id: &str, contract: &[u8]) -> Result<String, Status> {
        let fp = Self::fingerprint(contract);
        let mut map = self.entries.lock().map_err(|_| Status::InternalServerError)?;
        if map.contains_key(transfer_id) {
            return Err(Status::Conflict);
        }
        map.insert(transfer_id.to_string(), fp.clone());
        Ok(fp)
    }

    pub fn matches(&self, transfer_id: &str, contract: &[u8]) -> bool {
        let map = self.entries.lock().expect("ledger lock");
        map.get(transfer_id).map(|fp| *fp == Self::fingerprint(contract)).unwrap_or(false)
    }
}

#[post("/transfers/<transfer_id>/contract", data = "<upload>")]
async fn register_contract(
    transfer_id: &str,
    upload: Data<'_>,
    ledger: &State<ContractLedger>,
) -> Result<Json<Registration>, Status> {
    let bytes = upload.open(8.mebibytes()).into_bytes().await.map_err(|_| Status::BadRequest)?;
    if !bytes.is_complete() {
        return Err(Status::PayloadTooLarge);
    }
    let fingerprint = ledger.register(transfer_id, &bytes)?;
    Ok(Json(Registration { transfer_id: transfer_id.to_string(), fingerprint }))
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(ContractLedger { entries: Mutex::new(HashMap::new()) })
        .mount("/", routes![register_contract])
}
