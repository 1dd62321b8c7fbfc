// Field gateway module that encrypts soil probe readings before queueing them for the cooperative's cloud sync.
use chacha20poly1305::{
    aead::{Aead, AeadCore, KeyInit, OsRng},
    ChaCha20Poly1305,
};
use serde::Serialize;

#[derive(Serialize)]
pub struct SoilReading {
    pub probe_id: String,
    pub nitrogen_ppm: f32,
    pub ph: f32,
    pub temperature_c: f32,
}

pub struct SealedPayload {
    pub probe_id: String,
    pub nonce: Vec<u8>,
    pub body: Vec<u8>,
}

pub struct ProbeCipher {
    key: [u8; 32],
}

impl ProbeCipher {
    pub fn from_env() -> Result<Self, String> {
        let hex_key = std::env::var("PROBE_SEAL_KEY").map_err(|_| "PROBE_SEAL_KEY not set")?;
        let bytes = hex::decode(hex_key.trim()).map_err(|e| e.to_string())?;
        let key = bytes.try_into().map_err(|_| "PROBE_SEAL_KEY has wrong length".to_string())?;
        Ok(ProbeCipher { key })
    }

    pub fn seal(&self, reading: &SoilReading) -> SealedPayload {
        let json = serde_json::to_vec(reading).expect("reading serializes");
        let cipher = ChaCha20Poly1305::new(&self.key.into());
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let body = cipher.encrypt(&nonce, json.as_slice()).expect("chacha20poly1305 seal");
        SealedPayload { probe_id: reading.probe_id.clone(), nonce: nonce.to_vec(), body }
    }
}

pub struct UplinkQueue {
    cipher: ProbeCipher,
    pending: Vec<SealedPayload>,
}

impl UplinkQueue {
    pub fn new(cipher: ProbeCipher) -> Self {
        UplinkQueue { cipher, pending: Vec::new() }
    }

    pub fn enqueue(&mut self, readings: &[SoilReading]) -> usize {
        for r in readings.iter().filter(|r| (0.0..=14.0).contains(&r.ph)) {
            let sealed = self.cipher.seal(r);
            self.pending.push(sealed);
        }
        self.pending.len()
    }

    pub fn drain(&mut self) -> Vec<SealedPayload> {
        std::mem::take(&mut self.pending)
    }
}
