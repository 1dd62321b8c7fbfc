// WebFlux controller that fetches a linked page and returns its title for chat link previews.
package com.acme.chat.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.server.ResponseStatusException;

import reactor.core.publisher.Mono;

@RestController
public class LinkPreviewController {

    private static final Pattern TITLE =
            Pattern.compile("<title[^>]*>([^<]{0,300})</title>", Pattern.CASE_INSENSITIVE);
    private static final Set<String> PREVIEW_HOSTS =
            Set.of("github.com", "www.youtube.com", "docs.acme.io", "status.acme.io");

    private final WebClient webClient;

    public LinkPreviewController(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    @GetMapping("/chat/preview")
    public Mono<Map<String, String>> preview(@RequestParam("url") String url) {
        URI target = URI.create(url.trim());
        if (!isPreviewable(target)) {
            return Mono.error(new ResponseStatusException(HttpStatus.BAD_REQUEST, "unsupported link"));
        }
        return webClient.get()
                .uri(target)
                .retrieve()
                .bodyToMono(String.class)
                .timeout(Duration.ofSeconds(5))
                .map(body -> Map.of("url", target.toString(), "title", extractTitle(body)));
    }

    private static boolean isPreviewable(URI uri) {
        return "https".equalsIgnoreCase(uri.getScheme())
                && uri.getRawUserInfo() == null
                && (uri.getPort() == -1 || uri.getPort() == 443)
                && uri.getHost() != null
                && PREVIEW_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT));
    }

    private static String extractTitle(String html) {
        Matcher m = TITLE.matcher(html);
        return m.find() ? m.group(1).trim() : "";
    }
}
