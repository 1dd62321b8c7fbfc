// password reset code from a SmallRng seeded with the clock
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{SystemTime, UNIX_EPOCH};

pub fn reset_code() -> String {
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1);
    let mut rng = SmallRng::seed_from_u64(seed);
    format!("{:06}", rng.gen_range(0..1_000_000))
}

fn main() {
    println!("your code: {}", reset_code());
}
