// A story source preview program of the h74 set (cwe-918-ssrf).
package com.lanternwalks.stories;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.javalin.Javalin;
import io.javalin.http.Context;

class StorySourcePreview {

    private static final Set<String> ARCHIVE_HOSTS = Set.of(
            "www.britishnewspaperarchive.co.uk", "archive.yorkshirepost.co.uk",
            "www.historicengland.org.uk", "en.wikipedia.org");
    private static final Pattern TITLE = Pattern.compile("<title[^>]*>(.*?)</title>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final ExecutorService tasks = Executors.newVirtualThreadPerTaskExecutor();

    public static void main(String[] args) {
        StorySourcePreview app = new StorySourcePreview();
        Javalin.create().post("/stories/source-preview", app::preview).start(7100);
    }

    void preview(Context ctx) throws Exception {
        String link = ctx.formParam("url");
        if (link == null || link.isBlank()) {
            ctx.status(400).json(Map.of("error", "paste a link"));
            return;
        }

        Future<Boolean> allowed = tasks.submit(() -> isArchiveLink(link));
        Future<HttpResponse<String>> page = tasks.submit(() -> http.send(
                HttpRequest.newBuilder(URI.create(link)).timeout(Duration.ofSeconds(6)).GET().build(),
                HttpResponse.BodyHandlers.ofString()));

        if (!allowed.get(2, TimeUnit.SECONDS)) {
            page.cancel(true);
            ctx.status(422).json(Map.of("error", "we only preview links from the history archives"));
            return;
        }

        HttpResponse<String> resp = page.get(8, TimeUnit.SECONDS);
        Matcher m = TITLE.matcher(resp.body());
        String title = m.find() ? m.group(1).strip() : "(untitled page)";
        ctx.json(Map.of("url", link, "status", resp.statusCode(), "title", title));
    }

    private static boolean isArchiveLink(String link) {
        try {
            URI uri = URI.create(link);
            return "https".equals(uri.getScheme())
                    && uri.getRawUserInfo() == null
                    && uri.getPort() == -1
                    && uri.getHost() != null
                    && ARCHIVE_HOSTS.contains(uri.getHost().toLowerCase());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
