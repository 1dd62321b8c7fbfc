// Rocket handler serving a tenant's files
#[macro_use]
extern crate rocket;

use rocket::fs::NamedFile;
use std::path::{Path, PathBuf};

#[get("/tenant/<tenant>/<file..>")]
async fn tenant_file(tenant: &str, file: PathBuf) -> Option<NamedFile> {
    let root = Path::new("/srv/tenants").join(tenant);
    NamedFile::open(root.join(file)).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![tenant_file])
}
