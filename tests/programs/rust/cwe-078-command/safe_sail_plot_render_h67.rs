// A sail plot render program of the h67 set (cwe-078-command).
// sail lofts: render a labelled panel-layout plot of a sail design for the cutting table
use std::path::PathBuf;

use actix_web::{error, get, web, App, HttpResponse, HttpServer, Result};
use actix_web_validator::Query;
use serde::Deserialize;
use validator::Validate;

#[derive(Debug, Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum PlotFormat {
    Svg,
    Pdf,
    Dxf,
}

impl PlotFormat {
    fn ext(self) -> &'static str {
        match self {
            PlotFormat::Svg => "svg",
            PlotFormat::Pdf => "pdf",
            PlotFormat::Dxf => "dxf",
        }
    }
}

#[derive(Debug, Deserialize, Validate)]
struct RenderParams {
    format: PlotFormat,
    #[validate(length(min = 1, max = 60))]
    label: String,
    #[validate(range(min = 1, max = 40))]
    scale: u8,
}

struct PlotRenderer {
    designs: PathBuf,
    output: PathBuf,
}

impl PlotRenderer {
    async fn render(&self, sail_id: u32, params: &RenderParams) -> std::io::Result<PathBuf> {
        let input = self.designs.join(format!("sail-{sail_id}.json"));
        let out = self
            .output
            .join(format!("sail-{sail_id}-1to{}.{}", params.scale, params.format.ext()));

        let status = tokio::process::Command::new("sailplot")
            .arg("--input")
            .arg(&input)
            .arg("--scale")
            .arg(params.scale.to_string())
            .arg("--label")
            .arg(&params.label)
            .arg("--out")
            .arg(&out)
            .status()
            .await?;

        if !status.success() {
            return Err(std::io::Error::new(std::io::ErrorKind::Other, "sailplot failed"));
        }
        Ok(out)
    }
}

#[get("/sails/{sail_id}/plot")]
async fn plot(
    renderer: web::Data<PlotRenderer>,
    sail_id: web::Path<u32>,
    params: Query<RenderParams>,
) -> Result<HttpResponse> {
    let path = renderer
        .render(sail_id.into_inner(), &params)
        .await
        .map_err(error::ErrorInternalServerError)?;
    let bytes = tokio::fs::read(&path)
        .await
        .map_err(error::ErrorInternalServerError)?;

    let mime = match params.format {
        PlotFormat::Svg => "image/svg+xml",
        PlotFormat::Pdf => "application/pdf",
        PlotFormat::Dxf => "application/dxf",
    };
    Ok(HttpResponse::Ok().content_type(mime).body(bytes))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let renderer = web::Data::new(PlotRenderer {
        designs: PathBuf::from("/srv/loft/designs"),
        output: PathBuf::from("/srv/loft/plots"),
    });

    HttpServer::new(move || App::new().app_data(renderer.clone()).service(plot))
        .bind(("0.0.0.0", 8090))?
        .run()
        .await
}
