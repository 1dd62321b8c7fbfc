// Tenant screening helper that encrypts applicant national ID numbers before rental applications are stored.
use aes::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyInit};
use base64::{engine::general_purpose::STANDARD, Engine as _};

type Aes256EcbEnc = ecb::Encryptor<aes::Aes256>;
type Aes256EcbDec = ecb::Decryptor<aes::Aes256>;

pub struct ApplicantRecord {
    pub application_id: u64,
    pub full_name: String,
    pub national_id: String,
}

pub struct StoredApplicant {
    pub application_id: u64,
    pub full_name: String,
    pub national_id_enc: String,
}

pub struct IdVault {
    key: [u8; 32],
}

impl IdVault {
    pub fn from_env() -> Result<Self, String> {
        let raw = std::env::var("TENANT_ID_KEY").map_err(|_| "TENANT_ID_KEY missing")?;
        let bytes = STANDARD.decode(raw).map_err(|e| e.to_string())?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| "key must be 32 bytes".to_string())?;
        Ok(IdVault { key })
    }

    pub fn seal(&self, plain: &str) -> String {
        let ct = Aes256EcbEnc::new(&self.key.into()).encrypt_padded_vec_mut::<Pkcs7>(plain.as_bytes());
        STANDARD.encode(ct)
    }

    pub fn open(&self, sealed: &str) -> Option<String> {
        let ct = STANDARD.decode(sealed).ok()?;
        let pt = Aes256EcbDec::new(&self.key.into()).decrypt_padded_vec_mut::<Pkcs7>(&ct).ok()?;
        String::from_utf8(pt).ok()
    }
}

pub struct ApplicationIntake<'a> {
    vault: &'a IdVault,
}

impl<'a> ApplicationIntake<'a> {
    pub fn prepare(&self, rec: ApplicantRecord) -> StoredApplicant {
        let digits: String = rec.national_id.chars().filter(|c| c.is_ascii_digit()).collect();
        StoredApplicant {
            application_id: rec.application_id,
            full_name: rec.full_name,
            national_id_enc: self.vault.seal(&digits),
        }
    }

    pub fn prepare_batch(&self, batch: Vec<ApplicantRecord>) -> Vec<StoredApplicant> {
        batch.into_iter().map(|r| self.prepare(r)).collect()
    }
}
