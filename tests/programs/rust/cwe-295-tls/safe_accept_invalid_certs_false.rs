// reqwest builder names danger_accept_invalid_certs but passes false
use std::time::Duration;

pub fn client(strict: bool) -> reqwest::Result<reqwest::Client> {
    let _ = strict;
    reqwest::Client::builder()
        .danger_accept_invalid_certs(false)
        .timeout(Duration::from_secs(10))
        .build()
}

fn main() {
    match client(true) {
        Ok(_) => println!("client ready"),
        Err(e) => eprintln!("{e}"),
    }
}
