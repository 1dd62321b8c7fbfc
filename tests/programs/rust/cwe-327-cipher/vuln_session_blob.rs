// Packs shopping-cart state into an encrypted cookie value and reads it back.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use cbc::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyIvInit};
use des::Des;
use rand::RngCore;
use serde::{Deserialize, Serialize};

type CartEncryptor = cbc::Encryptor<Des>;
type CartDecryptor = cbc::Decryptor<Des>;

const IV_LEN: usize = 8;

#[derive(Serialize, Deserialize)]
pub struct CartState {
    pub items: Vec<(u64, u32)>,
    pub coupon: Option<String>,
}

pub struct CartSealer {
    key: [u8; 8],
}

impl CartSealer {
    pub fn new(key: [u8; 8]) -> Self {
        Self { key }
    }

    pub fn seal(&self, cart: &CartState) -> String {
        let json = serde_json::to_vec(cart).expect("cart serializes");
        let mut iv = [0u8; IV_LEN];
        rand::thread_rng().fill_bytes(&mut iv);
        let ct = CartEncryptor::new(&self.key.into(), &iv.into())
            .encrypt_padded_vec_mut::<Pkcs7>(&json);
        let mut out = iv.to_vec();
        out.extend_from_slice(&ct);
        URL_SAFE_NO_PAD.encode(out)
    }

    pub fn open(&self, cookie_value: &str) -> Option<CartState> {
        let data = URL_SAFE_NO_PAD.decode(cookie_value).ok()?;
        if data.len() <= IV_LEN {
            return None;
        }
        let (iv, ct) = data.split_at(IV_LEN);
        let iv: [u8; IV_LEN] = iv.try_into().ok()?;
        let pt = CartDecryptor::new(&self.key.into(), &iv.into())
            .decrypt_padded_vec_mut::<Pkcs7>(ct)
            .ok()?;
        serde_json::from_slice(&pt).ok()
    }
}
