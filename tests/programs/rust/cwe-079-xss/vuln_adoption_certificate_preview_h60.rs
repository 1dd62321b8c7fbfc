// Zoo membership site: shows a preview of the "adopt an animal" certificate
// before the sponsor pays for it.
use html_escape::encode_text;
use serde::Deserialize;
use warp::Filter;

const ANIMALS: [(&str, &str); 5] = [
    ("red-panda", "red panda"),
    ("snow-leopard", "snow leopard"),
    ("okapi", "okapi"),
    ("gentoo-penguin", "gentoo penguin"),
    ("komodo-dragon", "Komodo dragon"),
];

#[derive(Debug, Deserialize)]
struct CertificateForm {
    animal: String,
    sponsor: String,
    dedication: Option<String>,
}

fn animal_label(slug: &str) -> &'static str {
    ANIMALS
        .iter()
        .find(|(key, _)| *key == slug)
        .map(|(_, label)| *label)
        .unwrap_or("animal friend")
}

fn render_certificate(form: &CertificateForm) -> String {
    let sponsor = encode_text(form.sponsor.trim());
    let dedication = form
        .dedication
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(|text| format!("<p class=\"dedication\">&ldquo;{}&rdquo;</p>", text))
        .unwrap_or_default();

    format!(
        "<!doctype html><html><head><title>Adoption certificate</title></head>\
         <body><main class=\"certificate\"><h1>Certificate of adoption</h1>\
         <p><strong>{}</strong> has adopted our {}.</p>{}</main></body></html>",
        sponsor,
        animal_label(&form.animal),
        dedication
    )
}

#[tokio::main]
async fn main() {
    let preview = warp::post()
        .and(warp::path!("adoptions" / "preview"))
        .and(warp::body::content_length_limit(8 * 1024))
        .and(warp::body::form())
        .map(|form: CertificateForm| warp::reply::html(render_certificate(&form)));

    warp::serve(preview).run(([0, 0, 0, 0], 8090)).await;
}
