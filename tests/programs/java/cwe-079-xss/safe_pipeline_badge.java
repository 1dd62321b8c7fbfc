// Reactive endpoint rendering an embeddable HTML status badge for a project's pipeline on a branch
package io.buildgrid.badges;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Mono;

interface PipelineStatusService {
    Mono<String> latestStatus(String project, String branch);
}

@RestController
class BadgeController {

    private static final String TEMPLATE = """
            <!doctype html>
            <html><body style="margin:0">
              <span class="badge badge-%s" title="%s">%s &middot; %s</span>
            </body></html>
            """;

    private final PipelineStatusService statuses;

    BadgeController(PipelineStatusService statuses) {
        this.statuses = statuses;
    }

    @GetMapping(value = "/badges/{project}", produces = MediaType.TEXT_HTML_VALUE)
    Mono<ResponseEntity<String>> badge(@PathVariable String project,
                                       @RequestParam(defaultValue = "main") String branch) {
        return statuses.latestStatus(project, branch)
                .defaultIfEmpty("unknown")
                .map(status -> render(project, branch, status))
                .map(html -> ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(html));
    }

    private static String render(String project, String branch, String status) {
        String cssClass = status.matches("[a-z]+") ? status : "unknown";
        String title = HtmlUtils.htmlEscape(project);
        String label = HtmlUtils.htmlEscape(branch);
        return TEMPLATE.formatted(cssClass, title, label, HtmlUtils.htmlEscape(status.toUpperCase()));
    }
}
