// A pawn id vault program of the h61 set (cwe-327-cipher).
// Pawnbroker: regulations require us to keep the customer's ID document number
// for every pledge. The number is encrypted before it is written to the
// pledge ledger; counter staff only ever see the last four characters.
use base64::{engine::general_purpose::STANDARD, Engine as _};
use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
use rand::{rngs::OsRng, RngCore};
use rusqlite::{params, Connection};

type FieldCipher = cbc::Encryptor<des::Des>;

trait FieldEncryptor {
    fn seal(&self, plaintext: &[u8]) -> anyhow::Result<String>;
}

struct LedgerFieldEncryptor {
    key: Vec<u8>,
}

impl LedgerFieldEncryptor {
    fn from_env() -> anyhow::Result<Self> {
        let key = hex::decode(std::env::var("LEDGER_FIELD_KEY")?)?;
        anyhow::ensure!(key.len() == 8, "ledger field key must be 8 bytes");
        Ok(Self { key })
    }
}

impl FieldEncryptor for LedgerFieldEncryptor {
    fn seal(&self, plaintext: &[u8]) -> anyhow::Result<String> {
        let mut iv = [0u8; 8];
        OsRng.fill_bytes(&mut iv);
        let cipher = FieldCipher::new_from_slices(&self.key, &iv).map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut out = iv.to_vec();
        out.extend(cipher.encrypt_padded_vec_mut::<Pkcs7>(plaintext));
        Ok(STANDARD.encode(out))
    }
}

struct Pledge {
    pledge_no: String,
    customer_id: i64,
    item: String,
    loan_pence: i64,
    id_document_no: String,
}

struct PledgeLedger<E: FieldEncryptor> {
    conn: Connection,
    encryptor: E,
}

impl<E: FieldEncryptor> PledgeLedger<E> {
    fn record(&self, pledge: &Pledge) -> anyhow::Result<()> {
        let doc = pledge.id_document_no.trim().to_ascii_uppercase();
        anyhow::ensure!(doc.len() >= 6 && doc.len() <= 20, "implausible ID document number");
        let sealed = self.encryptor.seal(doc.as_bytes())?;
        let last4 = &doc[doc.len() - 4..];
        self.conn.execute(
            "INSERT INTO pledges (pledge_no, customer_id, item, loan_pence, id_doc_sealed, id_doc_last4) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![pledge.pledge_no, pledge.customer_id, pledge.item, pledge.loan_pence, sealed, last4],
        )?;
        Ok(())
    }
}

fn main() -> anyhow::Result<()> {
    let ledger = PledgeLedger {
        conn: Connection::open("/var/lib/pawn/ledger.db")?,
        encryptor: LedgerFieldEncryptor::from_env()?,
    };
    let mut line = String::new();
    while std::io::stdin().read_line(&mut line)? > 0 {
        // Till export: pledge_no,customer_id,item,loan_pence,id_document_no
        let cols: Vec<&str> = line.trim_end().split(',').collect();
        if let [pledge_no, customer_id, item, loan, doc] = cols[..] {
            ledger.record(&Pledge {
                pledge_no: pledge_no.to_string(),
                customer_id: customer_id.parse()?,
                item: item.to_string(),
                loan_pence: loan.parse()?,
                id_document_no: doc.to_string(),
            })?;
        }
        line.clear();
    }
    Ok(())
}
