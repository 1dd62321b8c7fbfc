// Stores and checks operator console passwords for the on-prem appliance using ring.
use ring::pbkdf2;
use ring::rand::{SecureRandom, SystemRandom};
use std::collections::HashMap;
use std::num::NonZeroU32;

const SALT_LEN: usize = 16;
const HASH_LEN: usize = 32;
const ITERATIONS: u32 = 600_000;

pub struct OperatorRecord {
    salt: [u8; SALT_LEN],
    hash: [u8; HASH_LEN],
}

pub struct OperatorStore {
    rng: SystemRandom,
    records: HashMap<String, OperatorRecord>,
}

impl OperatorStore {
    pub fn new() -> Self {
        OperatorStore { rng: SystemRandom::new(), records: HashMap::new() }
    }

    fn iterations() -> NonZeroU32 {
        NonZeroU32::new(ITERATIONS).expect("non-zero iteration count")
    }

    pub fn set_password(&mut self, operator: &str, password: &str) -> Result<(), ring::error::Unspecified> {
        if password.len() < 12 {
            return Err(ring::error::Unspecified);
        }
        let mut salt = [0u8; SALT_LEN];
        self.rng.fill(&mut salt)?;
        let mut hash = [0u8; HASH_LEN];
        pbkdf2::derive(pbkdf2::PBKDF2_HMAC_SHA256, Self::iterations(), &salt, password.as_bytes(), &mut hash);
        self.records.insert(operator.to_string(), OperatorRecord { salt, hash });
        Ok(())
    }

    pub fn check_password(&self, operator: &str, attempt: &str) -> bool {
        let Some(rec) = self.records.get(operator) else {
            return false;
        };
        pbkdf2::verify(pbkdf2::PBKDF2_HMAC_SHA256, Self::iterations(), &rec.salt, attempt.as_bytes(), &rec.hash).is_ok()
    }
}
