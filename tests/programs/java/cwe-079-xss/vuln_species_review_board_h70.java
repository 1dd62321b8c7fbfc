// A species review board program of the h70 set (cwe-079-xss).
package jp.co.kazeyama.nursery.reviews;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
class SpeciesReviewBoard {

    record NewReview(String author, int stars, String body) {}

    record Review(String author, int stars, String body, Instant at) {}

    private static final Set<String> SPECIES = Set.of(
            "juniperus-chinensis", "acer-palmatum", "ficus-retusa", "pinus-thunbergii", "carmona-retusa");
    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMM yyyy").withZone(ZoneId.of("Asia/Tokyo"));

    private final Map<String, List<Review>> bySpecies = new ConcurrentHashMap<>();

    @PostMapping("/species/{species}/reviews")
    ResponseEntity<Void> add(@PathVariable String species, @RequestBody NewReview in) {
        if (!SPECIES.contains(species) || in.body() == null || in.body().isBlank()) {
            return ResponseEntity.badRequest().build();
        }
        Review review = new Review(
                Optional.ofNullable(in.author()).map(String::strip).filter(a -> !a.isEmpty()).orElse("anonymous"),
                Math.max(1, Math.min(5, in.stars())),
                in.body().strip(),
                Instant.now());
        bySpecies.computeIfAbsent(species, k -> new CopyOnWriteArrayList<>()).add(review);
        return ResponseEntity.status(HttpStatus.CREATED).build();
    }

    @GetMapping(value = "/species/{species}/reviews", produces = MediaType.TEXT_HTML_VALUE)
    ResponseEntity<String> page(@PathVariable String species) {
        if (!SPECIES.contains(species)) {
            return ResponseEntity.notFound().build();
        }
        List<Review> reviews = bySpecies.getOrDefault(species, List.of());
        String average = reviews.stream()
                .collect(Collectors.averagingInt(Review::stars))
                .toString()
                .replaceAll("(\\.\\d).*", "$1");

        StringBuilder body = reviews.stream()
                .sorted(Comparator.comparing(Review::at).reversed())
                .reduce(new StringBuilder("<section class=\"reviews\">\n"),
                        (sb, r) -> sb.append("<article><h3>")
                                .append(r.author())
                                .append(" <span class=\"stars\">").append("★".repeat(r.stars())).append("</span>")
                                .append("</h3><time>").append(DAY.format(r.at())).append("</time><p>")
                                .append(HtmlUtils.htmlEscape(r.body()))
                                .append("</p></article>\n"),
                        StringBuilder::append)
                .append("</section>");

        String page = "<!doctype html><html><head><title>" + species + " care notes</title></head><body>"
                + "<h1>" + species.replace('-', ' ') + "</h1>"
                + "<p>" + reviews.size() + " reviews, average " + average + " stars</p>"
                + body
                + "</body></html>";
        return ResponseEntity.ok(page);
    }
}
