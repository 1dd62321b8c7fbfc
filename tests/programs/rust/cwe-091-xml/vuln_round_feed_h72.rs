// A round feed program of the h72 set (cwe-091-xml).
use std::fs::OpenOptions;
use std::io::{self, Cursor, Write};

use quick_xml::events::{BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;
use rocket::http::{ContentType, Status};
use rocket::serde::json::Json;
use rocket::serde::Deserialize;
use rocket::{launch, post, routes};

type XmlOut = Writer<Cursor<Vec<u8>>>;

trait FeedPart {
    fn tag(&self) -> &'static str;
    fn text(&self) -> String;

    fn write_to(&self, w: &mut XmlOut) -> io::Result<()> {
        w.write_event(Event::Start(BytesStart::new(self.tag())))?;
        w.write_event(Event::Text(BytesText::new(&self.text())))?;
        w.write_event(Event::End(BytesEnd::new(self.tag())))
    }
}

struct PlayerPart<'a>(&'a str);
struct ScorePart<'a>(&'a [u8]);
struct RemarkPart<'a>(&'a str);

impl FeedPart for PlayerPart<'_> {
    fn tag(&self) -> &'static str {
        "player"
    }
    fn text(&self) -> String {
        self.0.trim().to_owned()
    }
}

impl FeedPart for ScorePart<'_> {
    fn tag(&self) -> &'static str {
        "strokes"
    }
    fn text(&self) -> String {
        self.0.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" ")
    }
}

impl FeedPart for RemarkPart<'_> {
    fn tag(&self) -> &'static str {
        "remark"
    }
    fn text(&self) -> String {
        self.0.to_owned()
    }

    // staff remarks are typed on the kiosk and can already contain entities like &amp;
    fn write_to(&self, w: &mut XmlOut) -> io::Result<()> {
        w.write_event(Event::Start(BytesStart::new(self.tag())))?;
        w.write_event(Event::Text(BytesText::from_escaped(self.text())))?;
        w.write_event(Event::End(BytesEnd::new(self.tag())))
    }
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct RoundIn {
    course: u16,
    player: String,
    strokes: Vec<u8>,
    remark: Option<String>,
}

fn build_round_xml(round: &RoundIn) -> io::Result<Vec<u8>> {
    let mut w = Writer::new(Cursor::new(Vec::new()));
    let total: u32 = round.strokes.iter().map(|&s| u32::from(s)).sum();
    let course = round.course.to_string();
    let total_s = total.to_string();

    let start = BytesStart::new("round").with_attributes([("course", course.as_str()), ("total", total_s.as_str())]);
    w.write_event(Event::Start(start))?;

    let mut parts: Vec<Box<dyn FeedPart + '_>> =
        vec![Box::new(PlayerPart(&round.player)), Box::new(ScorePart(&round.strokes))];
    if let Some(r) = round.remark.as_deref().filter(|r| !r.is_empty()) {
        parts.push(Box::new(RemarkPart(r)));
    }
    for part in &parts {
        part.write_to(&mut w)?;
    }
    w.write_event(Event::End(BytesEnd::new("round")))?;
    Ok(w.into_inner().into_inner())
}

#[post("/rounds", data = "<round>")]
fn record_round(round: Json<RoundIn>) -> Result<(ContentType, Vec<u8>), Status> {
    if round.strokes.is_empty() || round.strokes.len() > 18 {
        return Err(Status::UnprocessableEntity);
    }
    let xml = build_round_xml(&round).map_err(|_| Status::InternalServerError)?;

    let mut feed = OpenOptions::new()
        .create(true)
        .append(true)
        .open("/var/lib/puttpalace/league-feed.xmlfrag")
        .map_err(|_| Status::InternalServerError)?;
    feed.write_all(&xml).and_then(|_| feed.write_all(b"\n")).map_err(|_| Status::InternalServerError)?;

    Ok((ContentType::XML, xml))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/api", routes![record_round])
}
