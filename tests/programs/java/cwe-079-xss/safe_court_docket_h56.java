// Spring controller that renders a printable docket summary for a matter with an optional clerk note
package law.harrowgate.docket;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class DocketSummaryController {

    public record Entry(LocalDate date, String description) {}

    public interface DocketRepository {
        List<Entry> entriesFor(String matter);
    }

    private final DocketRepository repository;

    public DocketSummaryController(DocketRepository repository) {
        this.repository = repository;
    }

    private static final Function<Entry, String> ROW = e ->
            "<tr><td>" + e.date() + "</td><td>" + HtmlUtils.htmlEscape(e.description()) + "</td></tr>";

    @GetMapping(value = "/matters/docket", produces = MediaType.TEXT_HTML_VALUE)
    public String docket(@RequestParam String matter, @RequestParam(required = false) String note) {
        String matterLabel = HtmlUtils.htmlEscape(matter);
        String noteBlock = Optional.ofNullable(note)
                .filter(n -> !n.isBlank())
                .map(HtmlUtils::htmlEscape)
                .map(n -> "<p class=\"note\">" + n + "</p>")
                .orElse("");
        String rows = repository.entriesFor(matter).stream()
                .map(ROW)
                .collect(Collectors.joining("\n"));
        return "<html><body><h1>Docket for " + matterLabel + "</h1>"
                + noteBlock
                + "<table>" + rows + "</table></body></html>";
    }
}
