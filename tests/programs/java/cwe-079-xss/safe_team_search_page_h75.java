// A curling club team search page program of the h75 set (cwe-079-xss).
package com.pebbleice.teams;

import java.util.List;
import java.util.Locale;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
class TeamSearchController {

    private static final Logger log = LoggerFactory.getLogger(TeamSearchController.class);
    private final JdbcTemplate jdbc;

    TeamSearchController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    record Team(String name, String skip, String division) {}

    static class SearchTermException extends RuntimeException {
        private final String term;

        SearchTermException(String message, String term) {
            super(message);
            this.term = term;
        }

        String term() {
            return term;
        }
    }

    private static String checkTerm(String q) {
        if (q == null) {
            throw new SearchTermException("Enter a team or skip name", "");
        }
        String term = q.strip();
        if (term.length() < 2) {
            throw new SearchTermException("Search term too short", term);
        }
        if (term.length() > 60) {
            throw new SearchTermException("Search term too long", term);
        }
        return term;
    }

    private static String page(String content) {
        return "<!DOCTYPE html><html><head><title>Pebble Ice teams</title></head><body>" + content + "</body></html>";
    }

    private static String searchForm(String term) {
        return "<form action=\"/teams/search\"><input name=\"q\" value=\"" + HtmlUtils.htmlEscape(term)
                + "\"><button>Search</button></form>";
    }

    @GetMapping(value = "/teams/search", produces = MediaType.TEXT_HTML_VALUE)
    public String search(@RequestParam(value = "q", required = false) String q) {
        String term = checkTerm(q);
        String like = "%" + term.toLowerCase(Locale.ROOT).replace("%", "\\%").replace("_", "\\_") + "%";
        List<Team> teams;
        try {
            teams = jdbc.query(
                    "SELECT name, skip, division FROM teams WHERE lower(name) LIKE ? OR lower(skip) LIKE ? ORDER BY name LIMIT 50",
                    (rs, rowNum) -> new Team(rs.getString("name"), rs.getString("skip"), rs.getString("division")),
                    like, like);
        } catch (DataAccessException e) {
            log.error("team search failed", e);
            return page("<p>Team search is unavailable right now.</p>" + searchForm(term));
        }

        StringBuilder html = new StringBuilder(searchForm(term));
        html.append("<h2>Teams matching &quot;").append(HtmlUtils.htmlEscape(term)).append("&quot;</h2>");
        if (teams.isEmpty()) {
            html.append("<p>No teams found.</p>");
        } else {
            html.append("<table><tr><th>Team</th><th>Skip</th><th>Division</th></tr>");
            for (Team t : teams) {
                html.append("<tr><td>").append(HtmlUtils.htmlEscape(t.name()))
                        .append("</td><td>").append(HtmlUtils.htmlEscape(t.skip()))
                        .append("</td><td>").append(HtmlUtils.htmlEscape(t.division()))
                        .append("</td></tr>");
            }
            html.append("</table>");
        }
        return page(html.toString());
    }

    @ExceptionHandler(SearchTermException.class)
    public ResponseEntity<String> onRejectedTerm(SearchTermException e) {
        String content = "<p>" + e.getMessage() + ": <em>" + HtmlUtils.htmlEscape(e.term()) + "</em></p>";
        return ResponseEntity.badRequest()
                .contentType(MediaType.TEXT_HTML)
                .body(page(content + searchForm(e.term())));
    }
}
