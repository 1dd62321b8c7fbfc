// Field gateway module that encrypts soil probe readings before queueing them for the cooperative's cloud sync.
use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
use rand::{rngs::OsRng, RngCore};
use serde::Serialize;

type DesCbcEnc = cbc::Encryptor<des::Des>;

#[derive(Serialize)]
pub struct SoilReading {
    pub probe_id: String,
    pub nitrogen_ppm: f32,
    pub ph: f32,
    pub temperature_c: f32,
}

pub struct SealedPayload {
    pub probe_id: String,
    pub iv: Vec<u8>,
    pub body: Vec<u8>,
}

pub struct ProbeCipher {
    key: [u8; 8],
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
        let mut iv = [0u8; 8];
        OsRng.fill_bytes(&mut iv);
        let body = DesCbcEnc::new(&self.key.into(), &iv.into()).encrypt_padded_vec_mut::<Pkcs7>(&json);
        SealedPayload { probe_id: reading.probe_id.clone(), iv: iv.to_vec(), body }
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
