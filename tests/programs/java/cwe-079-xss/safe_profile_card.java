// Spring Boot endpoint that renders an embeddable HTML profile card for a team member.
package com.acme.team.web;

import java.util.HashMap;
import java.util.Map;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class ProfileCardController {

    private static final String TEMPLATE =
            "<div class=\"card\"><h2>%s</h2><p class=\"role\">%s</p><p class=\"note\">%s</p></div>";

    private final MemberDirectory directory;

    public ProfileCardController(MemberDirectory directory) {
        this.directory = directory;
    }

    @GetMapping(value = "/team/{id}/card", produces = MediaType.TEXT_HTML_VALUE)
    public String card(@PathVariable long id,
                       @RequestParam(name = "note", defaultValue = "") String note) {
        Member member = directory.find(id);
        Map<String, String> fields = new HashMap<>();
        fields.put("name", member.displayName());
        fields.put("role", member.role());
        fields.put("note", note);
        return render(fields);
    }

    private String render(Map<String, String> fields) {
        Map<String, String> escaped = new HashMap<>();
        fields.forEach((k, v) -> escaped.put(k, HtmlUtils.htmlEscape(v)));
        return String.format(TEMPLATE, escaped.get("name"), escaped.get("role"), escaped.get("note"));
    }

    public record Member(long id, String displayName, String role) {}

    public interface MemberDirectory {
        Member find(long id);
    }
}
