// A watch parts stock program of the h61 set (cwe-643-xpath).
// Clock and watch repair: bench terminals ask the parts service over gRPC
// whether a replacement part for a calibre is in stock. Stock comes from the
// supplier's nightly XML catalogue.
use std::sync::Arc;

use sxd_document::{parser, Package};
use sxd_xpath::{Context, Factory, Value};
use tonic::{transport::Server, Request, Response, Status};

pub mod parts {
    tonic::include_proto!("bench.parts.v1");
}

use parts::parts_desk_server::{PartsDesk, PartsDeskServer};
use parts::{StockAnswer, StockQuestion};

trait PartsCatalogue: Send + Sync + 'static {
    fn in_stock(&self, calibre: &str, part_kind: &str) -> Result<f64, String>;
}

struct XmlPartsCatalogue {
    package: std::sync::Mutex<Package>,
}

impl XmlPartsCatalogue {
    fn load(path: &str) -> anyhow::Result<Self> {
        let xml = std::fs::read_to_string(path)?;
        let package = parser::parse(&xml).map_err(|e| anyhow::anyhow!("catalogue: {e:?}"))?;
        Ok(Self { package: std::sync::Mutex::new(package) })
    }
}

impl PartsCatalogue for XmlPartsCatalogue {
    fn in_stock(&self, calibre: &str, part_kind: &str) -> Result<f64, String> {
        let package = self.package.lock().map_err(|_| "catalogue lock".to_string())?;
        let document = package.as_document();
        let xpath = Factory::new()
            .build("sum(/catalogue/part[@calibre=$calibre and @kind=$kind and @retail='true']/@qty)")
            .map_err(|e| format!("{e:?}"))?
            .ok_or_else(|| "empty expression".to_string())?;
        let mut context = Context::new();
        context.set_variable("calibre", calibre.to_string());
        context.set_variable("kind", part_kind.to_string());
        match xpath.evaluate(&context, document.root()) {
            Ok(Value::Number(n)) => Ok(n),
            Ok(_) => Ok(0.0),
            Err(e) => Err(format!("{e:?}")),
        }
    }
}

struct QuestionValidator;

impl QuestionValidator {
    const KINDS: [&'static str; 5] = ["mainspring", "balance-staff", "crown", "crystal", "gasket"];

    fn validate(&self, q: &StockQuestion) -> Result<(), Status> {
        if q.calibre.trim().is_empty() || q.calibre.len() > 24 {
            return Err(Status::invalid_argument("calibre"));
        }
        if !Self::KINDS.contains(&q.part_kind.as_str()) {
            return Err(Status::invalid_argument("part kind"));
        }
        Ok(())
    }
}

struct PartsDeskService {
    catalogue: Arc<dyn PartsCatalogue>,
    validator: QuestionValidator,
}

#[tonic::async_trait]
impl PartsDesk for PartsDeskService {
    async fn check_stock(&self, request: Request<StockQuestion>) -> Result<Response<StockAnswer>, Status> {
        let q = request.into_inner();
        self.validator.validate(&q)?;
        let qty = self.catalogue.in_stock(&q.calibre, &q.part_kind).map_err(Status::internal)?;
        Ok(Response::new(StockAnswer { calibre: q.calibre, quantity: qty as u32 }))
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let catalogue = Arc::new(XmlPartsCatalogue::load("/var/lib/bench/supplier-catalogue.xml")?);
    let service = PartsDeskService { catalogue, validator: QuestionValidator };
    Server::builder()
        .add_service(PartsDeskServer::new(service))
        .serve("0.0.0.0:50071".parse()?)
        .await?;
    Ok(())
}
