// Stores and checks operator console passwords for the on-prem appliance using ring.
use ring::digest;
use ring::rand::{SecureRandom, SystemRandom};
use std::collections::HashMap;

const SALT_LEN: usize = 16;

pub struct OperatorRecord {
    salt: [u8; SALT_LEN],
    hash: Vec<u8>,
}

pub struct OperatorStore {
    rng: SystemRandom,
    records: HashMap<String, OperatorRecord>,
}

impl OperatorStore {
    pub fn new() -> Self {
        OperatorStore { rng: SystemRandom::new(), records: HashMap::new() }
    }

    fn derive(salt: &[u8], password: &str) -> Vec<u8> {
        let mut ctx = digest::Context::new(&digest::SHA1_FOR_LEGACY_USE_ONLY);
        ctx.update(salt);
        ctx.update(password.as_bytes());
        ctx.finish().as_ref().to_vec()
    }

    pub fn set_password(&mut self, operator: &str, password: &str) -> Result<(), ring::error::Unspecified> {
        if password.len() < 12 {
            return Err(ring::error::Unspecified);
        }
        let mut salt = [0u8; SALT_LEN];
        self.rng.fill(&mut salt)?;
        let hash = Self::derive(&salt, password);
        self.records.insert(operator.to_string(), OperatorRecord { salt, hash });
        Ok(())
    }

    pub fn check_password(&self, operator: &str, attempt: &str) -> bool {
        let Some(rec) = self.records.get(operator) else {
            return false;
        };
        let candidate = Self::derive(&rec.salt, attempt);
        ring::constant_time::verify_slices_are_equal(&candidate, &rec.hash).is_ok()
    }
}
