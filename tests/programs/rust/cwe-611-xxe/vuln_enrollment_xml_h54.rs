// Imports student enrollment batches that partner schools submit as XML documents.
use actix_web::{post, web, HttpResponse};
use libxml::bindings::{
    xmlParserOption_XML_PARSE_DTDLOAD, xmlParserOption_XML_PARSE_NOENT, xmlReadMemory,
};
use libxml::tree::{Document, Node};
use libxml::xpath::Context;
use serde::Serialize;
use std::ffi::CString;
use std::os::raw::{c_char, c_int};

const PARSE_FLAGS: c_int = (xmlParserOption_XML_PARSE_NOENT | xmlParserOption_XML_PARSE_DTDLOAD) as c_int;

#[derive(Serialize)]
struct EnrolledStudent {
    student_id: String,
    full_name: String,
    programme: String,
}

fn parse_batch(body: &[u8]) -> Option<Document> {
    let base_url = CString::new("enrollment-batch.xml").ok()?;
    let len = c_int::try_from(body.len()).ok()?;
    let doc_ptr = unsafe {
        xmlReadMemory(body.as_ptr() as *const c_char, len, base_url.as_ptr(), std::ptr::null(), PARSE_FLAGS)
    };
    (!doc_ptr.is_null()).then(|| Document::new_ptr(doc_ptr))
}

fn child_text(node: &Node, name: &str) -> String {
    node.get_child_elements()
        .into_iter()
        .find(|c| c.get_name() == name)
        .map(|c| c.get_content().trim().to_string())
        .unwrap_or_default()
}

fn to_student(node: Node) -> Option<EnrolledStudent> {
    Some(EnrolledStudent {
        student_id: node.get_property("id")?,
        full_name: child_text(&node, "name"),
        programme: child_text(&node, "programme"),
    })
}

#[post("/partners/{school}/enrollments")]
pub async fn import_batch(school: web::Path<u32>, body: web::Bytes) -> HttpResponse {
    let Some(doc) = parse_batch(&body) else {
        return HttpResponse::BadRequest().body("malformed enrollment batch");
    };
    let students: Vec<EnrolledStudent> = Context::new(&doc)
        .and_then(|ctx| ctx.findnodes("/batch/student", None))
        .map(|nodes| nodes.into_iter().filter_map(to_student).collect())
        .unwrap_or_default();
    log::info!("school {} submitted {} enrollments", school.into_inner(), students.len());
    HttpResponse::Ok().json(students)
}
