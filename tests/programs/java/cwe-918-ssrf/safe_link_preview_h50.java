// Spring WebFlux controller that fetches a page title for link previews in the team chat
package com.acme.chat.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;

import reactor.core.publisher.Mono;

@RestController
class LinkPreviewController {

    public record PreviewRequest(String url) {}

    private static final Set<String> ALLOWED_HOSTS =
            Set.of("docs.acme.example", "wiki.acme.example", "status.acme.example");
    private static final Pattern TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.CASE_INSENSITIVE);

    private final WebClient web = WebClient.builder()
            .codecs(c -> c.defaultCodecs().maxInMemorySize(256 * 1024))
            .build();

    private static boolean permitted(URI uri) {
        return "https".equals(uri.getScheme())
                && uri.getPort() == -1
                && uri.getUserInfo() == null
                && uri.getHost() != null
                && ALLOWED_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT));
    }

    @PostMapping("/chat/preview")
    public Mono<Map<String, String>> preview(@RequestBody PreviewRequest req) {
        URI target = URI.create(req.url());
        if (!permitted(target)) {
            return Mono.just(Map.of("error", "host not allowed"));
        }
        return web.get().uri(target)
                .retrieve()
                .bodyToMono(String.class)
                .timeout(Duration.ofSeconds(4))
                .map(html -> {
                    Matcher m = TITLE.matcher(html);
                    return Map.of("url", target.toString(), "title", m.find() ? m.group(1).trim() : "");
                });
    }
}
