// A harvest manifest program of the h68 set (cwe-091-xml).
// pearl farms: turns a harvest lot submitted by the grading shed into the XML manifest sent to the export broker
use std::fmt::Write;

use poem::{
    handler,
    http::StatusCode,
    listener::TcpListener,
    post,
    web::{Json, Path},
    IntoResponse, Response, Route, Server,
};
use quick_xml::escape::escape;
use serde::Deserialize;

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "UPPERCASE")]
enum Grade {
    Aaa,
    Aa,
    A,
    B,
}

impl Grade {
    fn code(self) -> &'static str {
        match self {
            Grade::Aaa => "AAA",
            Grade::Aa => "AA",
            Grade::A => "A",
            Grade::B => "B",
        }
    }
}

#[derive(Deserialize)]
struct Pearl {
    tag: u32,
    grade: Grade,
    diameter_mm: f32,
    note: String,
}

#[derive(Deserialize)]
struct HarvestLot {
    bay: String,
    harvested_on: chrono::NaiveDate,
    pearls: Vec<Pearl>,
}

fn pearl_elements(pearls: &[Pearl]) -> String {
    pearls.iter().fold(String::new(), |mut xml, pearl| {
        let Pearl { tag, grade, diameter_mm, note } = pearl;
        let _ = write!(
            xml,
            "\n    <pearl tag=\"{tag}\" grade=\"{}\"><diameter unit=\"mm\">{diameter_mm:.1}</diameter><remark>{}</remark></pearl>",
            grade.code(),
            escape(note.as_str())
        );
        xml
    })
}

#[handler]
async fn manifest(
    Path(farm): Path<String>,
    Json(HarvestLot { bay, harvested_on, pearls }): Json<HarvestLot>,
) -> Response {
    if pearls.is_empty() || !farm.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return StatusCode::UNPROCESSABLE_ENTITY.into_response();
    }

    let premium = pearls
        .iter()
        .filter(|p| matches!(p.grade, Grade::Aaa | Grade::Aa))
        .count();
    let bay = escape(bay.as_str());

    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <manifest farm=\"{farm}\" bay=\"{bay}\" harvested=\"{harvested_on}\" count=\"{}\" premium=\"{premium}\">\
         {}\n</manifest>\n",
        pearls.len(),
        pearl_elements(&pearls)
    );

    xml.with_content_type("application/xml").into_response()
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let app = Route::new().at("/farms/:farm/manifests", post(manifest));
    Server::new(TcpListener::bind("0.0.0.0:3030")).run(app).await
}
