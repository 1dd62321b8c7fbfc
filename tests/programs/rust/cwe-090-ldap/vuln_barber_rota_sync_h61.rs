// A barber rota sync program of the h61 set (cwe-090-ldap).
// Barbershop chain: when a shop manager edits the weekly rota in the booking
// app, an event is published on Redis. This worker checks the barber against
// the staff directory before the rota change is applied to the booking system.
use ldap3::{LdapConn, LdapConnSettings, Scope, SearchEntry};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RotaChanged {
    shop_code: String,
    username: String,
    display_name: String,
    week: String,
}

struct RotaEventValidator;

impl RotaEventValidator {
    fn is_well_formed(&self, ev: &RotaChanged) -> bool {
        let name_ok = !ev.display_name.is_empty()
            && ev.display_name.len() <= 64
            && ev.display_name.chars().all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '\'');
        let shop_ok = ev.shop_code.len() == 4 && ev.shop_code.chars().all(|c| c.is_ascii_uppercase());
        name_ok && shop_ok
    }
}

trait StaffDirectory {
    fn barber_shop(&mut self, username: &str) -> ldap3::result::Result<Option<String>>;
}

struct LdapStaffDirectory {
    conn: LdapConn,
    base: String,
}

impl LdapStaffDirectory {
    fn connect(url: &str, bind_dn: &str, password: &str, base: &str) -> ldap3::result::Result<Self> {
        let mut conn = LdapConn::with_settings(LdapConnSettings::new(), url)?;
        conn.simple_bind(bind_dn, password)?.success()?;
        Ok(Self { conn, base: base.to_string() })
    }
}

impl StaffDirectory for LdapStaffDirectory {
    fn barber_shop(&mut self, username: &str) -> ldap3::result::Result<Option<String>> {
        let filter = format!("(&(objectClass=inetOrgPerson)(uid={})(title=Barber))", username);
        let (entries, _) = self.conn.search(&self.base, Scope::OneLevel, &filter, vec!["departmentNumber"])?.success()?;
        Ok(entries
            .into_iter()
            .next()
            .map(SearchEntry::construct)
            .and_then(|e| e.attrs.get("departmentNumber").and_then(|v| v.first().cloned())))
    }
}

struct RotaSyncWorker<D: StaffDirectory> {
    validator: RotaEventValidator,
    directory: D,
}

impl<D: StaffDirectory> RotaSyncWorker<D> {
    fn on_event(&mut self, payload: &str) -> anyhow::Result<()> {
        let ev: RotaChanged = serde_json::from_str(payload)?;
        if !self.validator.is_well_formed(&ev) {
            anyhow::bail!("rota event failed validation");
        }
        match self.directory.barber_shop(&ev.username)? {
            Some(shop) if shop == ev.shop_code => {
                println!("rota for {} at {} week {} accepted", ev.display_name, shop, ev.week);
                Ok(())
            }
            _ => anyhow::bail!("{} is not a barber at {}", ev.username, ev.shop_code),
        }
    }
}

fn main() -> anyhow::Result<()> {
    let redis = redis::Client::open(std::env::var("REDIS_URL")?)?;
    let mut con = redis.get_connection()?;
    let mut pubsub = con.as_pubsub();
    pubsub.subscribe("rota.changed")?;

    let directory = LdapStaffDirectory::connect(
        "ldaps://staff.directory.internal",
        &std::env::var("STAFF_BIND_DN")?,
        &std::env::var("STAFF_BIND_PASSWORD")?,
        "ou=people,dc=fadeandblade,dc=co,dc=uk",
    )?;
    let mut worker = RotaSyncWorker { validator: RotaEventValidator, directory };
    loop {
        let msg = pubsub.get_message()?;
        let payload: String = msg.get_payload()?;
        if let Err(err) = worker.on_event(&payload) {
            eprintln!("rota event dropped: {err}");
        }
    }
}
