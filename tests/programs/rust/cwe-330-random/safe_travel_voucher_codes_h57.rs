// Travel agency: issues prepaid holiday voucher codes and lets customers redeem them.
use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

pub trait CodeGenerator: Send + Sync {
    fn next_code(&self) -> String;
}

pub struct VoucherCodeGenerator {
    pub length: usize,
}

impl CodeGenerator for VoucherCodeGenerator {
    fn next_code(&self) -> String {
        let mut buf = vec![0u8; self.length];
        getrandom::fill(&mut buf).expect("OS random source unavailable");
        buf.iter().map(|b| ALPHABET[(*b & 0x1f) as usize] as char).collect()
    }
}

#[derive(Deserialize)]
pub struct IssueVoucher {
    pub amount_cents: u64,
    pub customer_email: String,
}

#[derive(Serialize)]
pub struct VoucherIssued {
    pub code: String,
    pub amount_cents: u64,
}

pub struct VoucherService {
    pub generator: Box<dyn CodeGenerator>,
    pub store: Mutex<HashMap<String, u64>>,
}

impl VoucherService {
    pub fn issue(&self, req: &IssueVoucher) -> VoucherIssued {
        let code = self.generator.next_code();
        self.store.lock().unwrap().insert(code.clone(), req.amount_cents);
        tracing::info!(email = %req.customer_email, "voucher issued");
        VoucherIssued { code, amount_cents: req.amount_cents }
    }

    pub fn redeem(&self, code: &str) -> Option<u64> {
        self.store.lock().unwrap().remove(&code.to_uppercase())
    }
}

pub async fn admin_issue(State(svc): State<Arc<VoucherService>>, Json(req): Json<IssueVoucher>) -> Json<VoucherIssued> {
    Json(svc.issue(&req))
}

pub async fn redeem(State(svc): State<Arc<VoucherService>>, Json(code): Json<String>) -> Result<Json<u64>, StatusCode> {
    svc.redeem(&code).map(Json).ok_or(StatusCode::NOT_FOUND)
}
