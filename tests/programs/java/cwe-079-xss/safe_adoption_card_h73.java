// A adoption card program of the h73 set (cwe-079-xss).
package net.barnyardbuddies.sponsor;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
@RequestMapping("/cards")
public class AdoptionCardController {

    private static final Map<String, String> ANIMAL_PHOTOS = Map.of(
            "alpaca", "/img/animals/alpaca-dolly.jpg",
            "goat", "/img/animals/goat-pepper.jpg",
            "rabbit", "/img/animals/rabbit-biscuit.jpg",
            "pony", "/img/animals/pony-tumbleweed.jpg");

    private static final String PAGE = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>%1$s sponsors %2$s</title>
            <link rel="stylesheet" href="/css/card.css"></head>
            <body>
              <main class="card">
                <img src="%3$s" alt="photo of %2$s">
                <h1>%1$s is now sponsoring %2$s!</h1>
                <blockquote>%4$s</blockquote>
                <p><a href="/sponsor">Sponsor a barnyard friend too</a></p>
              </main>
            </body>
            </html>
            """;

    /**
     * The token in the share link is base64url("sponsorName|animal|message"), generated
     * when the sponsorship is paid so the card can be rendered without a login.
     */
    @GetMapping(value = "/{token}", produces = MediaType.TEXT_HTML_VALUE)
    public ResponseEntity<String> card(@PathVariable String token) {
        byte[] raw;
        try {
            raw = Base64.getUrlDecoder().decode(token.strip());
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().body("invalid card link");
        }
        List<String> fields = List.of(new String(raw, StandardCharsets.UTF_8).split("\\|", 3));
        if (fields.size() != 3) {
            return ResponseEntity.badRequest().body("invalid card link");
        }

        String sponsor = HtmlUtils.htmlEscape(fields.get(0).strip());
        String animal = HtmlUtils.htmlEscape(fields.get(1).strip());
        String message = HtmlUtils.htmlEscape(fields.get(2).strip());

        String photo = ANIMAL_PHOTOS.getOrDefault(animal.toLowerCase(java.util.Locale.ROOT),
                "/img/animals/barn.jpg");

        String html = PAGE.formatted(sponsor, animal, photo, message.replace("\n", "<br>"));
        return ResponseEntity.ok()
                .contentType(MediaType.TEXT_HTML)
                .header("Cache-Control", "public, max-age=3600")
                .body(html);
    }
}
