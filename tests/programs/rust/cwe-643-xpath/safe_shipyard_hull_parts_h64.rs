// A shipyard hull parts program of the h64 set (cwe-643-xpath).
use salvo::prelude::*;
use serde::Serialize;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

// Bills of materials for each hull on the slip, exported by the lofting
// software as <hull><part id=".." station=".." material=".." length_mm=".."/>...</hull>.
// GET /hulls/{hull}/parts?material=larch&station=12
#[derive(Serialize)]
struct Part {
    id: String,
    station: String,
    material: String,
    length_mm: String,
}

const MATERIALS: &[&str] = &["oak", "larch", "elm", "iroko", "douglas_fir", "bronze", "copper"];

fn bom_path(hull: u32) -> String {
    format!("/srv/yard/boms/hull-{:04}.xml", hull)
}

fn part_query(material: &str, station: Option<u32>) -> String {
    let mut predicates = vec![format!("@material='{}'", material)];
    if let Some(st) = station {
        predicates.push(format!("@station={}", st));
    }
    format!("/hull/part[{}]", predicates.join(" and "))
}

#[handler]
async fn hull_parts(req: &mut Request, res: &mut Response) {
    let Some(hull) = req.param::<u32>("hull") else {
        res.status_code(StatusCode::BAD_REQUEST);
        return;
    };
    let material = req.query::<String>("material").unwrap_or_else(|| "oak".to_string());
    let station = req.query::<u32>("station");
    if !MATERIALS.contains(&material.as_str()) {
        res.status_code(StatusCode::BAD_REQUEST);
        res.render(Text::Plain("unknown material"));
        return;
    }

    let xml = match tokio::fs::read_to_string(bom_path(hull)).await {
        Ok(x) => x,
        Err(_) => {
            res.status_code(StatusCode::NOT_FOUND);
            return;
        }
    };
    let parts: Vec<Part> = {
        let Ok(package) = parser::parse(&xml) else {
            res.status_code(StatusCode::INTERNAL_SERVER_ERROR);
            return;
        };
        let doc = package.as_document();
        match evaluate_xpath(&doc, &part_query(&material, station)) {
            Ok(Value::Nodeset(nodes)) => nodes
                .document_order()
                .iter()
                .filter_map(|n| n.element())
                .map(|el| {
                    let attr = |k: &str| el.attribute_value(k).unwrap_or_default().to_string();
                    Part {
                        id: attr("id"),
                        station: attr("station"),
                        material: attr("material"),
                        length_mm: attr("length_mm"),
                    }
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    tracing::debug!(hull, %material, "bom lookup");
    res.render(Json(parts));
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt().init();
    let router = Router::with_path("hulls/{hull}/parts").get(hull_parts);
    let acceptor = TcpListener::new("127.0.0.1:5801").bind().await;
    Server::new(acceptor).serve(router).await;
}
