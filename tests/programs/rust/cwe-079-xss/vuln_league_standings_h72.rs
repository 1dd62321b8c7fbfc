// A league standings program of the h72 set (cwe-079-xss).
use html_escape::encode_text;
use rocket::response::content::RawHtml;
use rocket::{get, launch, routes, State};

struct TeamRow {
    name: String,
    wins: u16,
    losses: u16,
    points_for: u32,
}

trait Widget: Send + Sync {
    fn heading(&self) -> &str;
    fn body(&self) -> String;

    fn heading_html(&self) -> String {
        encode_text(self.heading()).into_owned()
    }

    fn render(&self) -> String {
        format!("<section class=\"widget\"><h2>{}</h2>{}</section>", self.heading_html(), self.body())
    }
}

struct StandingsTable<'a> {
    rows: &'a [TeamRow],
}

impl Widget for StandingsTable<'_> {
    fn heading(&self) -> &str {
        "Season standings"
    }

    fn body(&self) -> String {
        let mut html = String::from("<table><tr><th>Team</th><th>W</th><th>L</th><th>PF</th></tr>");
        for r in self.rows {
            html.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                encode_text(&r.name),
                r.wins,
                r.losses,
                r.points_for
            ));
        }
        html.push_str("</table>");
        html
    }
}

struct TeamBanner {
    team: String,
    record: Option<(u16, u16)>,
}

impl Widget for TeamBanner {
    fn heading(&self) -> &str {
        &self.team
    }

    fn heading_html(&self) -> String {
        format!("<span class=\"star\">&#9733;</span> {}", self.team)
    }

    fn body(&self) -> String {
        match self.record {
            Some((w, l)) => format!("<p class=\"record\">{w} wins, {l} losses</p>"),
            None => "<p class=\"record\">No bouts played yet this season.</p>".to_string(),
        }
    }
}

struct League {
    rows: Vec<TeamRow>,
}

#[get("/standings?<highlight>")]
fn standings(highlight: Option<String>, league: &State<League>) -> RawHtml<String> {
    let mut widgets: Vec<Box<dyn Widget + '_>> = Vec::new();
    if let Some(team) = highlight.filter(|t| !t.trim().is_empty()) {
        let record = league
            .rows
            .iter()
            .find(|r| r.name.eq_ignore_ascii_case(&team))
            .map(|r| (r.wins, r.losses));
        widgets.push(Box::new(TeamBanner { team, record }));
    }
    widgets.push(Box::new(StandingsTable { rows: &league.rows }));

    let sections: String = widgets.iter().map(|w| w.render()).collect();
    RawHtml(format!(
        "<!doctype html><html><head><title>Skateland Derby League</title></head><body>{sections}</body></html>"
    ))
}

#[launch]
fn rocket() -> _ {
    let rows = vec![
        TeamRow { name: "Hip Checkers".into(), wins: 7, losses: 1, points_for: 1432 },
        TeamRow { name: "Wheel Warriors".into(), wins: 5, losses: 3, points_for: 1210 },
        TeamRow { name: "Jammer Jills".into(), wins: 2, losses: 6, points_for: 988 },
    ];
    rocket::build().manage(League { rows }).mount("/", routes![standings])
}
