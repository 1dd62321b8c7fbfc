// Spring Boot endpoint that fetches a web page to build a link preview card for chat messages.
package com.acme.chat.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/previews")
public class LinkPreviewController {

    private static final Set<String> PREVIEW_HOSTS =
            Set.of("github.com", "www.youtube.com", "en.wikipedia.org", "docs.acme.com");

    private final RestTemplate restTemplate;

    public LinkPreviewController(RestTemplateBuilder builder) {
        this.restTemplate = builder
                .setConnectTimeout(Duration.ofSeconds(3))
                .setReadTimeout(Duration.ofSeconds(5))
                .build();
    }

    @GetMapping
    public Map<String, String> preview(@RequestParam("url") String url) {
        URI target = URI.create(url);
        String host = target.getHost() == null ? "" : target.getHost().toLowerCase(Locale.ROOT);
        if (!"https".equals(target.getScheme()) || target.getPort() != -1 || !PREVIEW_HOSTS.contains(host)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "previews are not available for this site");
        }
        String html = restTemplate.getForObject(target, String.class);
        return Map.of("url", target.toString(), "title", extractTitle(html == null ? "" : html));
    }

    private String extractTitle(String html) {
        int start = html.indexOf("<title>");
        int end = html.indexOf("</title>");
        if (start < 0 || end < start) {
            return "";
        }
        return html.substring(start + "<title>".length(), end).trim();
    }
}
