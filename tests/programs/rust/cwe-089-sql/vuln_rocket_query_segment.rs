// Rocket search route over the products table
#[macro_use]
extern crate rocket;
use rocket::serde::json::Json;
use rocket_db_pools::{sqlx, Connection, Database};

#[derive(Database)]
#[database("shop")]
struct Shop(sqlx::SqlitePool);

#[get("/products/<category>?<sort>")]
async fn products(mut db: Connection<Shop>, category: i64, sort: &str) -> Json<Vec<String>> {
    let q = format!("SELECT name FROM products WHERE category = {} ORDER BY {}", category, sort);
    let rows: Vec<(String,)> = sqlx::query_as(&q).fetch_all(&mut **db).await.unwrap_or_default();
    Json(rows.into_iter().map(|r| r.0).collect())
}

#[launch]
fn rocket() -> _ {
    rocket::build().attach(Shop::init()).mount("/", routes![products])
}
