// Spring Boot service that fetches a shared link and extracts its page title for chat previews.
package com.acme.chat.preview;

import java.net.URI;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class LinkPreviewController {

    public record PreviewRequest(String url, String sourcePage) {}

    public record Preview(String url, String title) {}

    private static final Set<String> ALLOWED_HOSTS = Set.of("github.com", "docs.acme.io", "en.wikipedia.org");
    private static final Pattern TITLE = Pattern.compile("<title>([^<]{0,200})</title>", Pattern.CASE_INSENSITIVE);

    private final RestTemplate http;

    public LinkPreviewController(RestTemplate http) {
        this.http = http;
    }

    @PostMapping("/chat/preview")
    public Preview preview(@RequestBody PreviewRequest request) {
        if (!isAllowed(request.url())) {
            return new Preview(request.url(), null);
        }
        String html = http.getForObject(URI.create(request.url()), String.class);
        return new Preview(request.url(), extractTitle(html));
    }

    private static boolean isAllowed(String raw) {
        try {
            URI uri = URI.create(raw);
            return "https".equals(uri.getScheme()) && ALLOWED_HOSTS.contains(uri.getHost());
        } catch (IllegalArgumentException | NullPointerException e) {
            return false;
        }
    }

    private static String extractTitle(String html) {
        if (html == null) {
            return null;
        }
        Matcher m = TITLE.matcher(html);
        return m.find() ? m.group(1).trim() : null;
    }
}
