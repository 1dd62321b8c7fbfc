// Generates resized product thumbnails on demand by invoking ImageMagick from a rocket route.
#[macro_use]
extern crate rocket;

use rocket::http::{ContentType, Status};
use std::process::Command;

const MEDIA_DIR: &str = "/var/lib/shop/media";
const FORMATS: [(&str, &str); 3] = [("webp", "webp"), ("png", "png"), ("jpg", "jpeg")];

fn parse_size(size: &str) -> Option<(u32, u32)> {
    let (w, h) = size.split_once('x')?;
    let (w, h) = (w.parse::<u32>().ok()?, h.parse::<u32>().ok()?);
    (w > 0 && h > 0 && w <= 2048 && h <= 2048).then_some((w, h))
}

struct ThumbJob {
    id: u64,
    width: u32,
    height: u32,
    format: &'static str,
}

#[get("/thumbs/<id>?<size>&<format>")]
fn thumbnail(id: u64, size: &str, format: Option<&str>) -> Result<(ContentType, Vec<u8>), Status> {
    let (width, height) = parse_size(size).ok_or(Status::BadRequest)?;
    let requested = format.unwrap_or("webp");
    let format = FORMATS
        .iter()
        .find(|(name, _)| *name == requested)
        .map(|(_, magick)| *magick)
        .ok_or(Status::BadRequest)?;
    let job = ThumbJob { id, width, height, format };
    let output = Command::new("convert")
        .arg(format!("{}/{}.jpg", MEDIA_DIR, job.id))
        .arg("-strip")
        .arg("-resize")
        .arg(format!("{}x{}", job.width, job.height))
        .arg(format!("{}:-", job.format))
        .output()
        .map_err(|_| Status::InternalServerError)?;
    if !output.status.success() {
        return Err(Status::UnprocessableEntity);
    }
    let ct = ContentType::from_extension(job.format).unwrap_or(ContentType::Binary);
    Ok((ct, output.stdout))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![thumbnail])
}
