// A bonsai exhibition program of the h63 set (cwe-079-xss).
use std::collections::HashMap;
use std::sync::RwLock;

use actix_web::{get, post, web, App, HttpResponse, HttpServer, Responder};
use html_escape::encode_text;
use serde::Deserialize;

/// Visitor note left on a tree at the autumn bonsai exhibition.
#[derive(Debug, Clone, Deserialize)]
pub struct CommentDto {
    pub visitor: String,
    pub body: String,
}

#[derive(Debug, Clone)]
pub struct Exhibit {
    pub title: String,
    pub species: String,
    pub comments: Vec<CommentDto>,
}

pub trait ExhibitRepository: Send + Sync {
    fn get(&self, id: u32) -> Option<Exhibit>;
    fn push_comment(&self, id: u32, comment: CommentDto) -> bool;
}

pub struct MemoryExhibits {
    items: RwLock<HashMap<u32, Exhibit>>,
}

impl ExhibitRepository for MemoryExhibits {
    fn get(&self, id: u32) -> Option<Exhibit> {
        self.items.read().unwrap().get(&id).cloned()
    }

    fn push_comment(&self, id: u32, comment: CommentDto) -> bool {
        match self.items.write().unwrap().get_mut(&id) {
            Some(exhibit) => {
                exhibit.comments.push(comment);
                true
            }
            None => false,
        }
    }
}

pub struct PageRenderer;

impl PageRenderer {
    pub fn exhibit(&self, exhibit: &Exhibit) -> String {
        let mut html = format!(
            "<html><body><h1>{}</h1><p class=\"species\">{}</p><ul>",
            encode_text(&exhibit.title),
            encode_text(&exhibit.species)
        );
        for comment in &exhibit.comments {
            html.push_str(&format!("<li><b>{}</b>: {}</li>", encode_text(&comment.visitor), comment.body));
        }
        html.push_str("</ul></body></html>");
        html
    }
}

pub struct ExhibitionService {
    repo: Box<dyn ExhibitRepository>,
    renderer: PageRenderer,
}

impl ExhibitionService {
    pub fn add_comment(&self, id: u32, dto: CommentDto) -> Result<(), &'static str> {
        if dto.visitor.trim().is_empty() || dto.body.len() > 2_000 {
            return Err("comment needs a name and at most 2000 characters");
        }
        if self.repo.push_comment(id, dto) { Ok(()) } else { Err("no such exhibit") }
    }

    pub fn page(&self, id: u32) -> Option<String> {
        self.repo.get(id).map(|exhibit| self.renderer.exhibit(&exhibit))
    }
}

#[post("/exhibits/{id}/comments")]
async fn comment(svc: web::Data<ExhibitionService>, id: web::Path<u32>, form: web::Form<CommentDto>) -> impl Responder {
    match svc.add_comment(*id, form.into_inner()) {
        Ok(()) => HttpResponse::SeeOther().insert_header(("location", format!("/exhibits/{}", *id))).finish(),
        Err(reason) => HttpResponse::BadRequest().content_type("text/plain").body(reason),
    }
}

#[get("/exhibits/{id}")]
async fn show(svc: web::Data<ExhibitionService>, id: web::Path<u32>) -> impl Responder {
    match svc.page(*id) {
        Some(html) => HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html),
        None => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let mut items = HashMap::new();
    items.insert(1, Exhibit { title: "Windswept Juniper".into(), species: "Juniperus chinensis".into(), comments: vec![] });
    let svc = web::Data::new(ExhibitionService {
        repo: Box::new(MemoryExhibits { items: RwLock::new(items) }),
        renderer: PageRenderer,
    });
    HttpServer::new(move || App::new().app_data(svc.clone()).service(comment).service(show))
        .bind(("127.0.0.1", 8082))?
        .run()
        .await
}
