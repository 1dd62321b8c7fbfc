// A dance trial confirmation program of the h61 set (cwe-079-xss).
// Dance school: the "book a free trial class" link in newsletters lands on an
// API Gateway route served by this Lambda, which renders a confirmation page.
use std::sync::Arc;

use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use tera::{Context, Tera};

const CONFIRMATION_PAGE: &str = r#"<!doctype html>
<html><head><title>Trial class booked</title></head>
<body>
  <h1>See you on the dance floor, {{ student }}!</h1>
  <p>Your trial {{ style }} class is on {{ day }} at {{ time }}.</p>
  <p><a href="/timetable">Back to the timetable</a></p>
</body></html>"#;

struct TrialSlot {
    style: &'static str,
    day: &'static str,
    time: &'static str,
}

trait Timetable: Send + Sync {
    fn slot(&self, code: &str) -> Option<TrialSlot>;
}

struct StaticTimetable;

impl Timetable for StaticTimetable {
    fn slot(&self, code: &str) -> Option<TrialSlot> {
        match code {
            "salsa-mon" => Some(TrialSlot { style: "salsa", day: "Monday", time: "19:30" }),
            "ballet-wed" => Some(TrialSlot { style: "ballet", day: "Wednesday", time: "17:00" }),
            "swing-fri" => Some(TrialSlot { style: "lindy hop", day: "Friday", time: "20:00" }),
            _ => None,
        }
    }
}

struct ConfirmationPage;

impl ConfirmationPage {
    fn render(&self, student: &str, slot: &TrialSlot) -> Result<String, tera::Error> {
        let mut ctx = Context::new();
        ctx.insert("student", student);
        ctx.insert("style", slot.style);
        ctx.insert("day", slot.day);
        ctx.insert("time", slot.time);
        Tera::one_off(CONFIRMATION_PAGE, &ctx, false)
    }
}

struct TrialBookingHandler {
    timetable: Box<dyn Timetable>,
    page: ConfirmationPage,
}

impl TrialBookingHandler {
    async fn handle(&self, event: Request) -> Result<Response<Body>, Error> {
        let params = event.query_string_parameters();
        let (Some(code), Some(student)) = (params.first("class"), params.first("name")) else {
            return Ok(Response::builder().status(400).body(Body::from("missing class or name"))?);
        };
        let Some(slot) = self.timetable.slot(code) else {
            return Ok(Response::builder().status(404).body(Body::from("unknown class"))?);
        };
        let student = student.trim();
        if student.is_empty() || student.chars().count() > 60 {
            return Ok(Response::builder().status(400).body(Body::from("name length"))?);
        }
        let html = self.page.render(student, &slot)?;
        Ok(Response::builder()
            .status(200)
            .header("content-type", "text/html; charset=utf-8")
            .body(Body::from(html))?)
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let handler = Arc::new(TrialBookingHandler { timetable: Box::new(StaticTimetable), page: ConfirmationPage });
    run(service_fn(move |event: Request| {
        let handler = handler.clone();
        async move { handler.handle(event).await }
    }))
    .await
}
