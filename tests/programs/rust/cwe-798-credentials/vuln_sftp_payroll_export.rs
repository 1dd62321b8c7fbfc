// Nightly job that uploads the payroll disbursement file to the bank's SFTP drop box.
use std::io::Write;
use std::net::TcpStream;
use std::path::Path;

use chrono::Local;
use ssh2::{HashType, Session};

const BANK_HOST_KEY_SHA256: &str =
    "3f1c9a7be2d45806c1a9f0e7d2b3c4a5968e7f1d0c2b3a4958677e8f9a0b1c2d";

pub struct BankDrop {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub password: String,
    pub remote_dir: String,
}

impl Default for BankDrop {
    fn default() -> Self {
        BankDrop {
            host: "sftp.northbank-payments.example".into(),
            port: 22,
            user: "acme_payroll".into(),
            password: "Vq7!rT2m#Lp9zW4e".into(),
            remote_dir: "/inbound/disbursements".into(),
        }
    }
}

fn open_session(cfg: &BankDrop) -> anyhow::Result<Session> {
    let tcp = TcpStream::connect((cfg.host.as_str(), cfg.port))?;
    let mut sess = Session::new()?;
    sess.set_tcp_stream(tcp);
    sess.handshake()?;
    let fingerprint = sess
        .host_key_hash(HashType::Sha256)
        .map(hex::encode)
        .ok_or_else(|| anyhow::anyhow!("bank sftp sent no host key"))?;
    anyhow::ensure!(fingerprint == BANK_HOST_KEY_SHA256, "bank sftp host key mismatch");
    sess.userauth_password(&cfg.user, &cfg.password)?;
    anyhow::ensure!(sess.authenticated(), "bank sftp rejected credentials");
    Ok(sess)
}

pub fn upload_disbursements(batch_csv: &[u8]) -> anyhow::Result<String> {
    let cfg = BankDrop::default();
    let sess = open_session(&cfg)?;
    let sftp = sess.sftp()?;
    let name = format!("{}/PAY_{}.csv", cfg.remote_dir, Local::now().format("%Y%m%d"));
    let mut remote = sftp.create(Path::new(&name))?;
    remote.write_all(batch_csv)?;
    remote.close()?;
    Ok(name)
}
