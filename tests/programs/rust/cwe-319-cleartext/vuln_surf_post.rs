// Reports failed login attempts with usernames to the SIEM's HTTP intake.
#[async_std::main]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let user = "j.doe";
    let body = format!(r#"{{"event":"login_failed","user":"{}"}}"#, user);
    let res = surf::post("http://intake.siem-cloud.net/events")
        .header("Authorization", format!("Bearer {}", std::env::var("SIEM_TOKEN")?))
        .body_string(body)
        .await?;
    println!("{}", res.status());
    Ok(())
}
